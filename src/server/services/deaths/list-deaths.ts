import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { deaths } from '../../db/schema';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec, listKeyset } from '../list-query';
import { readPage, type ListCursor } from '../lists/keyset';
import { invalidList, parseListParams } from '../lists/list-params';
import { toApiDeath } from './death-view';

/** Sort and filter fields of the death list: indexed columns, by their API name. */
export const DEATH_LIST_SPEC: ListSpec = {
  fields: {
    createdAt: deaths.createdAt,
    updatedAt: deaths.updatedAt,
    dateOfDeath: deaths.dateOfDeath,
    state: deaths.state,
    hospitalKey: deaths.hospitalKey,
    hospitalName: deaths.hospitalName,
    zone: deaths.zone,
    sex: deaths.sex,
    certificateNumber: deaths.certificateNumber,
    deceasedLastName: deaths.deceasedLastName,
    approvedAt: deaths.approvedAt,
  },
  search: [deaths.deceasedFirstName, deaths.deceasedLastName, deaths.certificateNumber],
  names: [deaths.hospitalName, deaths.zone, deaths.deceasedLastName],
  defaultSort: ['createdAt', 'DESC'],
};

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A range on the day of death must be a calendar day: anything else is a 400, never a database error. */
function checkDayBounds(query: ListQuery) {
  for (const [name, value] of parseListParams(query, DEATH_LIST_SPEC.defaultSort).filters) {
    if (/^dateOfDeath_(gte|lte)$/.test(name) && (typeof value !== 'string' || !ISO_DAY.test(value))) throw invalidList(`filter.${name}`);
  }
}

function parsed(projectKey: string, query: ListQuery, scope: SQL[] = []) {
  checkDayBounds(query);
  const list = parseListQuery(query, DEATH_LIST_SPEC, [eq(deaths.projectKey, projectKey), ...scope]);
  const direction = parseListParams(query, DEATH_LIST_SPEC.defaultSort).sort[1];
  // Rows tied on the sort field are ordered by key, so pages never overlap.
  const orderBy: SQL[] = [...list.orderBy, direction === 'DESC' ? desc(deaths.key) : asc(deaths.key)];
  return { ...list, orderBy };
}

/** A page of the project's declarations (ra-data-simple-rest parameters: hospital, state, zone, day range, q). */
export async function listDeaths(db: Db, projectKey: string, query: ListQuery, scope: SQL[] = []) {
  const list = parsed(projectKey, query, scope);
  const rows = await db
    .select()
    .from(deaths)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, deaths, list.where);
  return { rows: rows.map((row) => toApiDeath(row)), total, offset: list.offset };
}

/** Only what waits for a health approver: the queue a role holding that area reads. */
export const approvalQueueScope = (): SQL[] => [eq(deaths.state, 'waitingForApproval')];

const EXPORT_PAGE = 500;
export const MAX_EXPORT_ROWS = 200_000;

/**
 * Every declaration the list's filters and order select, page by page by keyset (each page starts
 * after the last row read, in the list's order with the key breaking ties), for the streamed export.
 */
export async function* deathsToExport(db: Db, projectKey: string, query: Omit<ListQuery, 'range'>) {
  const list = parsed(projectKey, { ...query, range: undefined });
  const [field, direction] = parseListParams(query, DEATH_LIST_SPEC.defaultSort).sort;
  const keyset = listKeyset(DEATH_LIST_SPEC, field, deaths.key, direction);
  const read = (after: SQL | undefined, count: number) =>
    db
      .select({ death: deaths, sortValue: keyset.sortValue })
      .from(deaths)
      .where(and(list.where, after))
      .orderBy(...keyset.orderBy)
      .limit(count);
  let after: ListCursor | null = null;
  for (let done = 0; done < MAX_EXPORT_ROWS; done += EXPORT_PAGE) {
    const page: Awaited<ReturnType<typeof read>> = await readPage(keyset, { after }, { offset: 0, limit: EXPORT_PAGE }, read);
    for (const row of page) yield toApiDeath(row.death);
    const last = page.at(-1);
    if (page.length < EXPORT_PAGE || !last) return;
    after = { value: last.sortValue, key: last.death.key };
  }
}
