import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PermissionEntry } from '../../../domain/access-labels';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec, listKeyset } from '../list-query';
import { readPage, type PageOptions } from '../lists/keyset';
import { parseListParams } from '../lists/list-params';
import { toApiBirth } from './birth-view';
import { repeatedByOf } from './find-duplicates';

/**
 * What the birth list sorts and filters on: the columns of SPEC's health screens a clerk narrows
 * by (hospital, state, zone, gender, delivery…), the date of birth as a range
 * (`dateOfBirth_gte` / `_lte`), and `q` over names, hospital, zone and mobile.
 */
export const BIRTH_LIST_SPEC: ListSpec = {
  fields: {
    hospitalKey: births.hospitalKey,
    hospitalName: births.hospitalName,
    syncState: births.syncState,
    dateOfBirth: births.dateOfBirth,
    zone: births.zone,
    gender: births.gender,
    deliveryType: births.deliveryType,
    caseType: births.caseType,
    motherHealth: births.motherHealth,
    congenitalAnomalies: births.congenitalAnomalies,
    multiplePregnancy: births.multiplePregnancy,
    childLastName: births.childLastName,
    motherLastName: births.motherLastName,
    heightMm: births.heightMm,
    weightGrams: births.weightGrams,
    createdBy: births.createdBy,
    createdAt: births.createdAt,
    updatedAt: births.updatedAt,
  },
  search: [
    births.childFirstName,
    births.childLastName,
    births.motherFirstName,
    births.motherLastName,
    births.fatherLastName,
    births.hospitalName,
    births.zone,
    births.motherPhone,
  ],
  names: [births.hospitalName, births.zone, births.childLastName, births.motherLastName],
  defaultSort: ['createdAt', 'DESC'],
};

/** The approver's queue: declared, not yet decided. */
export const approvalQueueScope = (): SQL[] => [eq(births.syncState, 'waitingForApproval'), isNull(births.approvedAt)];

/**
 * A page of the project's declarations (ra-data-simple-rest parameters), each marked with its
 * probable duplicates. Rows tied on the sort field are ordered by key, so pages never overlap;
 * `options.after` reads the page after a cursor instead of at an offset (the export) and the
 * answer then carries `next`.
 */
export async function listBirths(db: Db, projectKey: string, query: ListQuery, scope: SQL[] = [], options: PageOptions = {}) {
  const list = parseListQuery(query, BIRTH_LIST_SPEC, [eq(births.projectKey, projectKey), ...scope]);
  const [field, direction] = parseListParams(query, BIRTH_LIST_SPEC.defaultSort).sort;
  const keyset = listKeyset(BIRTH_LIST_SPEC, field, births.key, direction);
  const read = (after: SQL | undefined, count: number, skip: number) =>
    db
      .select({ birth: births, sortValue: keyset.sortValue })
      .from(births)
      .where(and(list.where, after))
      .orderBy(...keyset.orderBy)
      .limit(count)
      .offset(skip);
  const page = await readPage(keyset, options, list, read);
  const rows = page.map((row) => row.birth);
  // An export reads page after page until a short one: it needs no count.
  const total = options.count === false ? 0 : await cappedCount(db, births, list.where, options.countUpTo);
  const repeatedBy = await repeatedByOf(
    db,
    projectKey,
    rows.map((row) => row.key),
  );
  const last = page.at(-1);
  const next = options.after === undefined ? {} : { next: last ? { value: last.sortValue, key: last.birth.key } : undefined };
  return { rows: rows.map((row) => toApiBirth(row, { repeatedBy: repeatedBy.get(row.key) })), total, offset: list.offset, ...next };
}

/** One declaration with its duplicates and the actions the caller may take on it now. */
export async function getBirth(db: Db, projectKey: string, key: string, roleList: readonly PermissionEntry[]) {
  const [row] = await db
    .select()
    .from(births)
    .where(and(eq(births.projectKey, projectKey), eq(births.key, key)));
  if (!row) throw notFound();
  const repeatedBy = await repeatedByOf(db, projectKey, [key]);
  return toApiBirth(row, { repeatedBy: repeatedBy.get(key), roleList });
}
