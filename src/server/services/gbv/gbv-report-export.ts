import type { Language } from '../../../domain/constants';
import { SUPPRESSED_LABEL, type PublishedCount } from '../../../domain/gbv-report';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import type { Principal } from '../auth/principal';
import { listedRows, type ExportColumn, type ExportRow, type XlsxExport } from '../exports/send-xlsx';
import { monthText } from '../reports/birth-report-export';
import type { ReportFilters } from '../reports/report-filters';
import { gbvRegistrationReport } from './gbv-report';

type GbvReport = Awaited<ReturnType<typeof gbvRegistrationReport>>;

/** A published count as the screen shows it: a hidden one (1 to 4, null) is the text "<5", never a number. */
const cell = (count: PublishedCount) => (count === null ? SUPPRESSED_LABEL : count);

/**
 * The GBV indicator panel as sheet rows, made only of the published report: counts already
 * suppressed, no field of a case, so the file can carry nothing the screen does not. The headline
 * totals, then each chart's bars closed by the published total, then each service's provided,
 * referred and declined counts (their states do not add up to a total, so none is given).
 */
export function gbvReportSheet(report: GbvReport, language: Language): Omit<XlsxExport, 'rows'> & { sheetRows: ExportRow[] } {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const group = (name: string) => t(`healthReports.gbv.export.groups.${name}`);
  // A key the catalogue does not know is shown as stored, as the screen does.
  const known = (key: string, fallback: string) => (t(key) === key ? fallback : t(key));
  const section = (name: string, rows: readonly { value: string; cases: PublishedCount }[]): ExportRow[] => [
    ...rows.map((row) => ({ group: group(name), value: row.value, cases: cell(row.cases) })),
    { group: group(name), value: t('reports.total'), cases: cell(report.totals.cases) },
  ];
  const sheetRows: ExportRow[] = [
    ...(['cases', 'open', 'closed'] as const).map((id) => ({
      group: group('totals'),
      value: t(`healthReports.gbv.totals.${id}`),
      cases: cell(report.totals[id]),
    })),
    ...section(
      'incidentType',
      report.byIncidentType.map((row) => ({ value: known(`gbv.incidentTypes.${row.key}`, row.key), cases: row.cases })),
    ),
    ...section(
      'zone',
      report.byZone.map((row) => ({ value: row.name ?? t('healthReports.gbv.charts.unnamedZone', { key: row.key }), cases: row.cases })),
    ),
    ...section(
      'ageGroup',
      report.byAgeGroup.map((row) => ({ value: row.key, cases: row.cases })),
    ),
    ...section(
      'sex',
      report.bySex.map((row) => ({ value: known(`gbv.sexes.${row.key}`, row.key), cases: row.cases })),
    ),
    ...section(
      'month',
      report.byMonth.map((row) => ({ value: monthText(row.month, language), cases: row.cases })),
    ),
    ...report.services.map((row) => ({
      group: group('services'),
      value: known(`gbv.services.${row.service}`, row.service),
      provided: cell(row.provided),
      referred: cell(row.referred),
      declined: cell(row.declined),
    })),
  ];
  const columns: ExportColumn[] = [
    { header: t('healthReports.export.group'), key: 'group', type: 'text' },
    { header: t('healthReports.export.value'), key: 'value', type: 'text', width: 40 },
    { header: t('healthReports.gbv.export.cases'), key: 'cases', type: 'count' },
    // The screen's own column names for the services map.
    ...(['provided', 'referred', 'declined'] as const).map((state): ExportColumn => ({ header: t(`gbv.serviceStates.${state}`), key: state, type: 'count' })),
  ];
  return { fileName: 'gbv-registrations', sheetName: t('healthReports.gbv.export.sheetName'), columns, sheetRows, rowCount: sheetRows.length };
}

/**
 * GET /api/reports/gbv-registrations/export: the report of these filters, read through the report
 * service so the download is logged in gbv_case_views as a 'report' view, like the screen's read.
 */
export async function gbvReportExport(db: Db, filters: ReportFilters, principal: Principal, language: Language): Promise<XlsxExport> {
  const { sheetRows, ...sheet } = gbvReportSheet(await gbvRegistrationReport(db, filters, principal), language);
  return { ...sheet, rows: listedRows(sheetRows) };
}
