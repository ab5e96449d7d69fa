import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { gbvCases } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
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
  defaultSort: ['reportDate', 'DESC'],
};

/**
 * A page of the project's cases (ra-data-simple-rest parameters). `view` names the audit row the
 * request appends ('list' for the screen, 'export' for the first page of a spreadsheet, none
 * for the spreadsheet's later pages): one row per request, not per case.
 */
export async function listGbvCases(
  db: Db,
  projectKey: string,
  principal: Principal,
  query: ListQuery,
  options: { view: 'list' | 'export' | null; count: boolean } = { view: 'list', count: true },
) {
  const list = parseListQuery(query, gbvListSpec, [eq(gbvCases.projectKey, projectKey)]);
  const direction = parseListParams(query, gbvListSpec.defaultSort).sort[1];
  const tieBreak = direction === 'DESC' ? desc(gbvCases.key) : asc(gbvCases.key);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await selectCases(tx)
      .where(list.where)
      .orderBy(...list.orderBy, tieBreak)
      .limit(list.limit)
      .offset(list.offset);
    const total = options.count ? await cappedCount(tx, gbvCases, list.where) : 0;
    if (options.view) await recordViews(tx, projectKey, principal, [{ view: options.view }]);
    return { rows: rows.map(toApiCase), total, offset: list.offset };
  });
}
