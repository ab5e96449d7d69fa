import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { minorUnitsToDecimal } from '../../../domain/format';
import { languageFrom, translate } from '../../../i18n/translate';
import { attachmentDisposition } from '../documents/content-disposition';
import { exportFileName, requestTimeZone, wallClock } from './zoned-time';

/**
 * text: as given. number: a number cell. money: `{ amount, currency }` in minor units, written as
 * a number in major units followed by a column with the currency code, so a sheet adds amounts
 * up by currency. day: an ISO day as a real date shown DD/MM/YYYY. moment: an instant as a date
 * and time on the user's clock. count: a number cell, or a text such as '<5' (a GBV count the report
 * hides) written as it is, so the shown counts still add up in the sheet.
 */
export type ExportColumnType = 'text' | 'number' | 'count' | 'money' | 'day' | 'moment';
export type ExportColumn = { header: string; key: string; width?: number; type: ExportColumnType };
export type ExportRow = Record<string, unknown>;

export type XlsxExport = {
  /** The file's name before its timestamp: `citizen` gives citizen-20260315-142501.xlsx. */
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn[];
  rows: AsyncIterable<ExportRow>;
  /** Sent as X-Export-Rows when known without extra work, so the button can show a real progress. */
  rowCount?: number;
};

/** Rows already in memory (a report's few hundred figures) as an export's row stream. */
export async function* listedRows(rows: readonly ExportRow[]): AsyncIterable<ExportRow> {
  yield* rows;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type SheetColumn = { header: string; width: number; numFmt?: string; cell: (row: ExportRow) => unknown };

const WIDTHS: Record<ExportColumnType, number> = { text: 22, number: 12, count: 12, money: 16, day: 12, moment: 17 };
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const numberOf = (value: unknown) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
};

const dayOf = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const match = DAY.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
};

const momentOf = (value: unknown, zone: string) => {
  const moment = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return moment && !Number.isNaN(moment.getTime()) ? wallClock(moment, zone) : null;
};

const moneyOf = (value: unknown) => (value && typeof value === 'object' ? (value as { amount?: unknown; currency?: unknown }) : {});

/** The sheet's own columns: a money column becomes its amount and its currency. */
function sheetColumns(columns: readonly ExportColumn[], zone: string, currencyHeader: (label: string) => string): SheetColumn[] {
  return columns.flatMap((column): SheetColumn[] => {
    const width = column.width ?? Math.max(WIDTHS[column.type], Math.min(40, column.header.length + 2));
    const value = (row: ExportRow) => row[column.key];
    switch (column.type) {
      case 'money':
        return [
          {
            header: column.header,
            width,
            numFmt: '#,##0.00',
            cell: (row) => {
              const amount = moneyOf(value(row)).amount;
              // Exact decimal text first, so the cell holds the same double a typed amount would.
              return typeof amount === 'number' && Number.isSafeInteger(amount) ? Number(minorUnitsToDecimal(amount)) : null;
            },
          },
          { header: currencyHeader(column.header), width: 10, cell: (row) => String(moneyOf(value(row)).currency ?? '') || null },
        ];
      case 'number':
        return [{ header: column.header, width, cell: (row) => numberOf(value(row)) }];
      case 'count':
        return [{ header: column.header, width, cell: (row) => numberOf(value(row)) ?? (typeof value(row) === 'string' ? value(row) : null) }];
      case 'day':
        return [{ header: column.header, width, numFmt: 'dd/mm/yyyy', cell: (row) => dayOf(value(row)) }];
      case 'moment':
        return [{ header: column.header, width, numFmt: 'dd/mm/yyyy hh:mm', cell: (row) => momentOf(value(row), zone) }];
      default:
        return [{ header: column.header, width, cell: (row) => (value(row) === undefined || value(row) === null ? null : String(value(row))) }];
    }
  });
}

/**
 * Streams an .xlsx into the reply, one row committed as it is read, so memory holds a row and
 * the zip's window, never the sheet. The first row is read before any byte is sent: a bad filter
 * or a refused request is still an ordinary JSON error. A failure after that aborts the response,
 * which the client reports as a failed download; a client that goes away stops the reading.
 */
export async function sendXlsx(reply: FastifyReply, spec: XlsxExport): Promise<FastifyReply> {
  const { request } = reply;
  const zone = requestTimeZone(request);
  const language = languageFrom(request.headers['accept-language']);
  const iterator = spec.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const fileName = exportFileName(spec.fileName, new Date(), zone);
  const columns = sheetColumns(spec.columns, zone, (label) => translate(language, 'exportXlsx.currencyOf', { label }));
  const stream = new PassThrough();

  const write = async () => {
    // ExcelJS is loaded at the first export, not at start: it is a fifth of an idle server's memory.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31) || 'Export', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({ key: String(index), width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for (let next = first; !next.done; next = await iterator.next()) {
      if (stream.destroyed) {
        await iterator.return?.();
        return;
      }
      sheet.addRow(columns.map((column) => column.cell(next.value))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };

  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .header('Access-Control-Expose-Headers', 'Content-Disposition, X-Export-Rows');
  if (spec.rowCount !== undefined) reply.header('X-Export-Rows', String(spec.rowCount));
  write().catch((error: unknown) => {
    request.log.error({ err: error }, 'export aborted');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(stream);
}
