import type { BirthCount, BirthReport } from '../../../domain/birth-report';
import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { listedRows, type ExportColumn, type ExportRow, type XlsxExport } from '../exports/send-xlsx';
import { birthRegistrationReport, type BirthReportFilters } from './birth-report';

/** 'YYYY-MM' as its month and year in the language ('March 2026', 'mars 2026'): a sheet has room for the long name. */
export function monthText(month: string, language: Language): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return Number.isNaN(date.getTime()) ? month : new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The birth indicator panel as sheet rows, built from the report itself so the file always says
 * what the screen says: the headline totals, then each chart's bars (month, hospital, delivery
 * type, gender, stage) closed by a total row, then the month × hospital map cell by cell.
 */
export function birthReportSheet(report: BirthReport, language: Language): Omit<XlsxExport, 'rows'> & { sheetRows: ExportRow[] } {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const group = (name: string) => t(`healthReports.birth.export.groups.${name}`);
  // A key the catalogue does not know (a value typed before the list existed) is shown as stored.
  const known = (key: string, fallback: string) => (t(key) === key ? fallback : t(key));
  const section = (name: string, rows: readonly { value: string; births: number }[]): ExportRow[] => [
    ...rows.map((row) => ({ group: group(name), ...row })),
    { group: group(name), value: t('reports.total'), births: report.totals.births },
  ];
  const keyed = (name: string, rows: readonly BirthCount[], label: (key: string) => string) =>
    section(
      name,
      rows.map((row) => ({ value: label(row.key), births: row.births })),
    );
  const cells = new Map(report.byMonthAndHospital.map((cell) => [`${cell.month}|${cell.hospitalKey}`, cell.births]));
  const sheetRows: ExportRow[] = [
    { group: group('totals'), value: t('healthReports.birth.totals.births'), births: report.totals.births },
    { group: group('totals'), value: t('healthReports.birth.totals.duplicates'), births: report.totals.duplicates },
    ...section(
      'month',
      report.byMonth.map((row) => ({ value: monthText(row.month, language), births: row.births })),
    ),
    ...section(
      'hospital',
      report.byHospital.map((row) => ({ value: row.name, births: row.births })),
    ),
    ...keyed('deliveryType', report.byDeliveryType, (key) => known(`births.deliveryTypes.${key}`, key)),
    ...keyed('gender', report.byGender, (key) => known(`births.genders.${key}`, key)),
    ...keyed('stage', report.byStage, (key) => known(`healthReports.birth.stages.${key}`, key)),
    // Every cell the heat map draws, zeros included, month by month in the map's column order.
    ...section(
      'monthAndHospital',
      report.byMonth.flatMap(({ month }) =>
        report.byHospital.map((hospital) => ({
          value: t('healthReports.birth.export.monthAndHospital', { month: monthText(month, language), hospital: hospital.name }),
          births: cells.get(`${month}|${hospital.key}`) ?? 0,
        })),
      ),
    ),
  ];
  const columns: ExportColumn[] = [
    { header: t('healthReports.export.group'), key: 'group', type: 'text' },
    { header: t('healthReports.export.value'), key: 'value', type: 'text', width: 40 },
    { header: t('healthReports.birth.export.births'), key: 'births', type: 'number' },
  ];
  return { fileName: 'birth-registrations', sheetName: t('healthReports.birth.export.sheetName'), columns, sheetRows, rowCount: sheetRows.length };
}

/** GET /api/reports/birth-registrations/export: the report of these filters, as the screen shows it. */
export async function birthReportExport(db: Db, filters: BirthReportFilters, language: Language): Promise<XlsxExport> {
  const { sheetRows, ...sheet } = birthReportSheet(await birthRegistrationReport(db, filters), language);
  return { ...sheet, rows: listedRows(sheetRows) };
}
