import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { foldBirthReport, stageOf, type BirthFacetRow, type BirthReport } from '../../../domain/birth-report';
import type { Db } from '../../db/open-db';
import { births } from '../../db/schema';
import type { ReportFilters } from './report-filters';

export type BirthReportFilters = ReportFilters & { hospital?: string };

/**
 * /birth-registration-report: the births of the period (by date of birth) under the zone (a health
 * zone's name, as declarations hold it) and hospital filters. One statement groups them by every
 * facet at once, at most months × hospitals × 3 × 2 × 4 × 2 rows, and the domain adds them up.
 * Counts only: no name of a child or a parent leaves this query.
 */
export async function birthRegistrationReport(db: Db, filters: BirthReportFilters): Promise<BirthReport> {
  const where: SQL = and(
    inArray(births.projectKey, filters.projectKeys),
    between(births.dateOfBirth, filters.from, filters.to),
    filters.zone ? eq(births.zone, filters.zone) : undefined,
    filters.hospital ? eq(births.hospitalKey, filters.hospital) : undefined,
  )!;
  const rows = await db
    .select({
      month: sql<string>`to_char(${births.dateOfBirth}, 'YYYY-MM')`,
      hospitalKey: births.hospitalKey,
      hospitalName: sql<string>`max(${births.hospitalName})`,
      deliveryType: births.deliveryType,
      gender: births.gender,
      syncState: births.syncState,
      approved: sql<boolean>`${births.approvedAt} is not null`,
      duplicate: sql<boolean>`cardinality(${births.duplicateOf}) > 0`,
      births: sql<number>`cast(count(*) as integer)`,
    })
    .from(births)
    .where(where)
    .groupBy(sql`1`, births.hospitalKey, births.deliveryType, births.gender, births.syncState, sql`7`, sql`8`);
  const hospitals = await db
    .select({ key: births.hospitalKey, name: sql<string>`max(${births.hospitalName})` })
    .from(births)
    .where(inArray(births.projectKey, filters.projectKeys))
    .groupBy(births.hospitalKey)
    .orderBy(sql`2`);
  const facets: BirthFacetRow[] = rows.map(({ syncState, approved, ...row }) => ({
    ...row,
    stage: stageOf(syncState, Boolean(approved)),
    duplicate: Boolean(row.duplicate),
    births: Number(row.births),
  }));
  return foldBirthReport(
    { from: filters.from, to: filters.to, projectKeys: filters.projectKeys, zone: filters.zone ?? null, hospital: filters.hospital ?? null, hospitals },
    facets,
  );
}
