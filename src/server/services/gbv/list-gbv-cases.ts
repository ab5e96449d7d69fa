import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { gbvCases } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec, listKeyset } from '../list-query';
import { readPage, type PageOptions } from '../lists/keyset';
import { parseListParams } from '../lists/list-params';
import { recordViews } from './gbv-case-access';
import { selectCases, toApiCase } from './gbv-case-view';

/** What a screen may sort and filter the register by: coded fields only, never an identity. */
export const gbvListSpec: ListSpec = {
  fields: {
    code: gbvCases.code,
    ageGroup: gbvCases.ageGroup,
    sex: gbvCases.sex,
    incidentType: gbvCases.incidentType,
    incidentDate: gbvCases.incidentDate,
    reportDate: gbvCases.reportDate,
    zone: gbvCases.zone,
    status: gbvCases.status,
    caseWorkerKey: gbvCases.caseWorkerKey,
    closureDate: gbvCases.closureDate,
    createdAt: gbvCases.createdAt,
    updatedAt: gbvCases.updatedAt,
  },
  search: [gbvCases.code],
  names: [gbvCases.zone],
  defaultSort: ['reportDate', 'DESC'],
};

/**
 * A page of the project's cases (ra-data-simple-rest parameters). `view` names the audit row the
 * request appends ('list' for the screen, 'export' for the first page of a spreadsheet, none
 * for the spreadsheet's later pages): one row per request, not per case. `after` reads the page
 * after a cursor instead of at an offset (the export), and the answer then carries `next`.
 */
export async function listGbvCases(
  db: Db,
  projectKey: string,
  principal: Principal,
  query: ListQuery,
  options: { view: 'list' | 'export' | null; count: boolean; after?: PageOptions['after'] } = { view: 'list', count: true },
) {
  const list = parseListQuery(query, gbvListSpec, [eq(gbvCases.projectKey, projectKey)]);
  const [field, direction] = parseListParams(query, gbvListSpec.defaultSort).sort;
  const keyset = listKeyset(gbvListSpec, field, gbvCases.key, direction);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const read = (after: SQL | undefined, count: number, skip: number) =>
      selectCases(tx, keyset.sortValue)
        .where(and(list.where, after))
        .orderBy(...keyset.orderBy)
        .limit(count)
        .offset(skip);
    const page = await readPage(keyset, { after: options.after }, list, read);
    const total = options.count ? await cappedCount(tx, gbvCases, list.where) : 0;
    if (options.view) await recordViews(tx, projectKey, principal, [{ view: options.view }]);
    const last = page.at(-1);
    const next = options.after === undefined ? {} : { next: last ? { value: last.sortValue, key: last.key } : undefined };
    return { rows: page.map(({ sortValue: _sortValue, ...row }) => toApiCase(row)), total, offset: list.offset, ...next };
  });
}
