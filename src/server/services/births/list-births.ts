import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PermissionEntry } from '../../../domain/access-labels';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
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
  defaultSort: ['createdAt', 'DESC'],
};

/** The approver's queue: declared, not yet decided. */
export const approvalQueueScope = (): SQL[] => [eq(births.syncState, 'waitingForApproval'), isNull(births.approvedAt)];

/**
 * A page of the project's declarations (ra-data-simple-rest parameters), each marked with its
 * probable duplicates. Rows tied on the sort field are ordered by key, so pages never overlap.
 */
export async function listBirths(db: Db, projectKey: string, query: ListQuery, scope: SQL[] = [], options: { count?: boolean } = {}) {
  const list = parseListQuery(query, BIRTH_LIST_SPEC, [eq(births.projectKey, projectKey), ...scope]);
  const direction = parseListParams(query, BIRTH_LIST_SPEC.defaultSort).sort[1];
  const rows = await db
    .select()
    .from(births)
    .where(list.where)
    .orderBy(...list.orderBy, direction === 'DESC' ? desc(births.key) : asc(births.key))
    .limit(list.limit)
    .offset(list.offset);
  // An export reads page after page until a short one: it needs no count.
  const total = options.count === false ? 0 : await cappedCount(db, births, list.where);
  const repeatedBy = await repeatedByOf(
    db,
    projectKey,
    rows.map((row) => row.key),
  );
  return { rows: rows.map((row) => toApiBirth(row, { repeatedBy: repeatedBy.get(row.key) })), total, offset: list.offset };
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
