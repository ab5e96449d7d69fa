import { and, between, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  byAgeGroup,
  byIncidentType,
  bySex,
  countsIn,
  monthsOfRange,
  publishBreakdown,
  publishCount,
  publishCounts,
  serviceCounts,
  type GbvCount,
} from '../../../domain/gbv-report';
import type { Db } from '../../db/open-db';
import { gbvCaseViews, gbvCases, records } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { countAll } from '../list-query';
import type { ReportFilters } from '../reports/report-filters';

/**
 * /gbv-registration-report: the cases reported in the period, counted by incident type, zone, age
 * group, sex and month, with the services provided, referred and declined. Figures only: the
 * report reads coded columns, never gbv_case_identities. The request is a 'report' view of each
 * project it adds up. Every count leaves published (publishCount, publishBreakdown): a count from
 * 1 to 4 is sent as null, never as its number, so no survivor can be singled out.
 */
export async function gbvRegistrationReport(db: Db, filters: ReportFilters, principal: Principal) {
  const where: SQL = and(
    inArray(gbvCases.projectKey, filters.projectKeys),
    between(gbvCases.reportDate, filters.from, filters.to),
    // The shared zone filter sends a zone's name; a case holds the zone's key. Either is accepted.
    filters.zone
      ? or(
          eq(gbvCases.zone, filters.zone),
          inArray(
            gbvCases.zone,
            sql`(select ${records.key} from ${records} where ${records.resource} = 'zones' and ${records.data}->>'name' = ${filters.zone})`,
          ),
        )
      : undefined,
  )!;
  const countBy = async (tx: Db, column: SQLWrapper): Promise<GbvCount[]> =>
    (
      await tx
        .select({ key: sql<string>`${column}`, cases: countAll })
        .from(gbvCases)
        .where(where)
        .groupBy(sql`1`)
    ).map((row) => ({ key: String(row.key), cases: Number(row.cases) }));

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // One after the other: a transaction is one connection.
    const incidents = await countBy(tx, gbvCases.incidentType);
    const ages = await countBy(tx, gbvCases.ageGroup);
    const sexes = await countBy(tx, gbvCases.sex);
    const months = await countBy(tx, sql`to_char(${gbvCases.reportDate}, 'YYYY-MM')`);
    const statuses = await countBy(tx, gbvCases.status);
    const zones = await tx
      .select({ key: gbvCases.zone, name: sql<string | null>`max(${records.data}->>'name')`, cases: countAll })
      .from(gbvCases)
      .leftJoin(records, and(eq(records.key, gbvCases.zone), eq(records.resource, 'zones')))
      .where(where)
      .groupBy(gbvCases.zone);
    const services = await tx
      .select({ service: sql<string>`s.key`, state: sql<string>`s.value`, cases: countAll })
      .from(sql`${gbvCases} cross join lateral jsonb_each_text(${gbvCases.services}) as s(key, value)`)
      .where(where)
      .groupBy(sql`1`, sql`2`);
    await tx.insert(gbvCaseViews).values(filters.projectKeys.map((projectKey) => ({ projectKey, userKey: principal.userKey, view: 'report' })));
    const status = new Map(statuses.map((row) => [row.key, row.cases]));
    const cases = statuses.reduce((sum, row) => sum + row.cases, 0);
    const [open, closed] = publishBreakdown([status.get('open') ?? 0, status.get('closed') ?? 0]);
    return {
      from: filters.from,
      to: filters.to,
      projectKeys: filters.projectKeys,
      zone: filters.zone ?? null,
      totals: { cases: publishCount(cases), open, closed },
      byIncidentType: publishCounts(byIncidentType(incidents)),
      byAgeGroup: publishCounts(byAgeGroup(ages)),
      bySex: publishCounts(bySex(sexes)),
      byMonth: publishCounts(countsIn(monthsOfRange(filters.from, filters.to), months)).map(({ key, cases }) => ({ month: key, cases })),
      // Sorted on the published count (hidden ones last, by key): the order must not rank hidden counts.
      byZone: publishCounts(zones.map((row) => ({ key: row.key, name: row.name ?? null, cases: Number(row.cases) }))).sort(
        (a, b) => (b.cases ?? -1) - (a.cases ?? -1) || a.key.localeCompare(b.key),
      ),
      // A service's states do not add up to a published total (cases needing nothing are not
      // shown), so each count is only hidden when small.
      services: serviceCounts(services.map((row) => ({ ...row, cases: Number(row.cases) }))).map((row) => ({
        service: row.service,
        provided: publishCount(row.provided),
        referred: publishCount(row.referred),
        declined: publishCount(row.declined),
      })),
    };
  });
}
