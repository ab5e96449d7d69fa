import { eq } from 'drizzle-orm';
import { GBV_SERVICES } from '../../../domain/gbv-case';
import type { Language } from '../../../domain/constants';
import { translate } from '../../../i18n/translate';
import { badRequest } from '../../app-error';
import { chosenColumns } from '../vital-events/export-columns';
import type { Db } from '../../db/open-db';
import { gbvCases } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { EXPORT_MAX_ROWS, type ExportQuery } from '../exports/list-export';
import type { ExportColumn, ExportRow, XlsxExport } from '../exports/send-xlsx';
import { cappedCount, parseListQuery } from '../list-query';
import type { ListCursor } from '../lists/keyset';
import { MAX_PAGE_SIZE } from '../lists/list-params';
import type { ApiGbvCase } from './gbv-case-view';
import { gbvListSpec, listGbvCases } from './list-gbv-cases';

type Column = ExportColumn & { value: (row: ApiGbvCase) => unknown };

/**
 * The sheet's columns: the coded fields of the list and nothing else. The rows come from the
 * list service, which never reads gbv_case_identities, so no survivor's detail can reach a file.
 */
function columns(language: Language): Column[] {
  const t = (key: string) => translate(language, key);
  const text = (key: keyof ApiGbvCase, header: string, value: (row: ApiGbvCase) => unknown = (row) => row[key]): Column => ({
    header: t(header),
    key,
    type: 'text',
    value,
  });
  const day = (key: 'incidentDate' | 'reportDate' | 'closureDate'): Column => ({ header: t(`gbv.fields.${key}`), key, type: 'day', value: (row) => row[key] });
  return [
    text('code', 'gbv.fields.code'),
    text('ageGroup', 'gbv.fields.ageGroup'),
    text('sex', 'gbv.fields.sex', (row) => t(`gbv.sexes.${row.sex}`)),
    text('incidentType', 'gbv.fields.incidentType', (row) => t(`gbv.incidentTypes.${row.incidentType}`)),
    day('incidentDate'),
    day('reportDate'),
    text('zone', 'gbv.fields.zone', (row) => row.zoneName ?? row.zone),
    ...GBV_SERVICES.map((service): Column => ({
      header: t(`gbv.services.${service}`),
      key: `service.${service}`,
      type: 'text',
      value: (row) => t(`gbv.serviceStates.${row.services[service]}`),
    })),
    text('referralConsent', 'gbv.fields.referralConsent', (row) => t(row.referralConsent ? 'gbv.yes' : 'gbv.no')),
    text('caseWorkerName', 'gbv.fields.caseWorker'),
    text('status', 'gbv.fields.status', (row) => t(`gbv.statuses.${row.status}`)),
    day('closureDate'),
  ];
}

/**
 * `GET /api/project/gbv-cases/export`: the list's filters and order, page after page, as an
 * .xlsx. One 'export' view row is appended with the first page.
 */
export async function gbvCasesExport(db: Db, projectKey: string, principal: Principal, query: ExportQuery, language: Language): Promise<XlsxExport> {
  const list = parseListQuery(query, gbvListSpec, [eq(gbvCases.projectKey, projectKey)]);
  const total = await cappedCount(db, gbvCases, list.where, EXPORT_MAX_ROWS);
  if (total > EXPORT_MAX_ROWS) throw badRequest('EXPORT_TOO_LARGE', 'exportTooLarge', { rows: EXPORT_MAX_ROWS.toLocaleString(language) });
  const sheet = chosenColumns(columns(language), query.columns);
  // By keyset: each page starts after the last case read, so the hundredth page costs what the first did.
  const page = (after: ListCursor | null, view: 'export' | null) =>
    listGbvCases(
      db,
      projectKey,
      principal,
      { sort: query.sort, filter: query.filter, range: JSON.stringify([0, MAX_PAGE_SIZE - 1]) },
      { view, count: false, after },
    );
  const first = await page(null, 'export');
  async function* rows(): AsyncGenerator<ExportRow> {
    let current = first;
    for (;;) {
      for (const row of current.rows) yield Object.fromEntries(sheet.map((column) => [column.key, column.value(row)]));
      if (current.rows.length < MAX_PAGE_SIZE || !current.next) return;
      current = await page(current.next, null);
    }
  }
  return {
    fileName: translate(language, 'gbv.export.fileName'),
    sheetName: translate(language, 'gbv.export.sheetName'),
    columns: sheet.map(({ value: _value, ...column }) => column),
    rows: rows(),
    rowCount: total,
  };
}
