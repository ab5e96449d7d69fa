import { sql } from 'drizzle-orm';
import { MONEY_GRID_LIMIT, type MitigationRow } from '../../../domain/money-reports';
import type { Currency } from '../../../domain/money';
import type { Db } from '../../db/open-db';
import { minor, notesOfPeriod, paidAfterPeriod, rowsOf, zoneNames, type MoneyFilters } from './money-report-sql';

type Raw = Record<keyof Omit<MitigationRow, 'zoneName'>, string | null> & { total: string };

/**
 * The notes at risk of a short period: taxed in it (not rejected) and still owing at its end, the
 * longest overdue and then the largest first, with how many there are in all.
 */
export async function listMitigationRows(db: Db, filters: MoneyFilters): Promise<{ rows: MitigationRow[]; total: number }> {
  const raw = await rowsOf<Raw>(
    db,
    sql`select * from (
      select n.key as "_key", n.reference, n.taxpayer_name as "taxpayerName", n.tax_type as "taxType", n.zone, n.currency,
        n.amount::text as amount, (n.amount - n.paid_amount + coalesce(late.settled, 0))::text as remaining,
        (n.paid_amount - coalesce(late.settled, 0))::text as paid,
        (case when n.lifecycle in ('approved', 'issued') then greatest(${filters.to}::date - n.due_date, 0) else 0 end)::text as "daysOverdue",
        count(*) over ()::text as total
      from tax_notes n left join (${paidAfterPeriod(filters)}) late on late.note_key = n.key
      where ${notesOfPeriod(filters)} and n.lifecycle <> 'rejected' and n.amount - n.paid_amount + coalesce(late.settled, 0) > 0) r
    order by "daysOverdue"::int desc, remaining::bigint desc, reference limit ${MONEY_GRID_LIMIT}`,
  );
  const names = await zoneNames(db, [...new Set(raw.map((row) => row.zone).filter((zone): zone is string => Boolean(zone)))]);
  const rows = raw.map((row): MitigationRow => ({
    _key: row._key!,
    reference: row.reference!,
    taxpayerName: row.taxpayerName!,
    taxType: row.taxType!,
    zone: row.zone,
    zoneName: row.zone ? (names.get(row.zone) ?? null) : null,
    currency: row.currency as Currency,
    amount: minor(row.amount),
    paid: minor(row.paid),
    remaining: minor(row.remaining),
    daysOverdue: minor(row.daysOverdue),
  }));
  return { rows, total: raw.length ? minor(raw[0].total) : 0 };
}
