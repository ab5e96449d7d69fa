import ExcelJS from 'exceljs';

const two = (n: number) => String(n).padStart(2, '0');

/** A cell as a reader sees it: dates as DD/MM/YYYY (the sheet's format), numbers and text as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  return String(value);
}

/** The first sheet of an .xlsx as rows of cell texts, the header row first. */
export async function xlsxRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map(cellText)));
  return rows;
}

/** Every cell text of the first sheet, in order: what a reader would see. */
export async function xlsxTexts(path: string): Promise<string[]> {
  return (await xlsxRows(path)).flat();
}
