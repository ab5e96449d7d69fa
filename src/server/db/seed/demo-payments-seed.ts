import { sql } from 'drizzle-orm';
import type { Currency } from '../../../domain/money';
import type { Db } from '../open-db';
import type { DemoRecord } from './demo-records';
import { TAX_PROJECT_KEY } from './demo-staff';
import { demoPayments } from './demo-payments';

/** The series of receipt numbers in reference_counters (the posting service counts on from its last value). */
export const RECEIPT_SERIES = 'receipt';
type Row = Record<string, unknown>;

const COLUMNS = {
  payments: `key text, project_key text, note_key text, kind text, reverses_key text, method text, paid_currency text, paid_amount bigint,
    conversion_rate numeric, settled_currency text, settled_amount bigint, instalment_number integer, bank_key text, bank_slip_number text,
    cashier_name text, cashier_phone text, payment_date date, receipt_number text, reason text, recorded_by text, recorded_by_name text,
    latitude double precision, longitude double precision, created_at timestamptz`,
  revenue_shares: `key text, project_key text, payment_key text, beneficiary_key text, beneficiary_name text, basis_points integer, currency text,
    amount bigint, payment_date date, created_at timestamptz`,
  instalments: `note_key text, number integer, due_date date, currency text, amount bigint, created_by text, created_at timestamptz`,
  tax_note_events: `note_key text, project_key text, kind text, user_key text, user_name text, reason text, data jsonb, latitude double precision,
    longitude double precision, created_at timestamptz`,
  settlements: `key text, project_key text, beneficiary_key text, currency text, amount bigint, bank_key text, transfer_reference text,
    transfer_date date, recorded_by text, created_at timestamptz`,
};
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** One INSERT … SELECT per chunk from one json parameter, rows kept in the order given (serial ids follow time). */
async function bulkInsert(db: Db, table: keyof typeof COLUMNS, rows: Row[], chunk = 4000): Promise<void> {
  const columns = COLUMNS[table];
  const names = columns
    .split(',')
    .map((definition) => definition.trim().split(/\s+/)[0])
    .join(', ');
  for (let start = 0; start < rows.length; start += chunk) {
    const json = JSON.stringify(
      rows.slice(start, start + chunk).map((row, index) => ({
        project_key: TAX_PROJECT_KEY,
        ...Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v])),
        ord: start + index,
      })),
    );
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(columns)}, ord integer) order by ord`,
    );
  }
}

/** Writes the demo payments over the demo notes already seeded; answers how many ledger rows were written. */
export async function seedDemoPayments(db: Db, records: DemoRecord[], now = new Date()): Promise<number> {
  const result = await db.execute(sql`select n.key, n.currency, n.amount::text as amount, p.reference_prefix as prefix,
      (select max(e.created_at) from tax_note_events e where e.note_key = n.key) as last_event_at
    from tax_notes n join projects p on p.key = n.project_key
    where n.project_key = ${TAX_PROJECT_KEY} and n.lifecycle in ('approved', 'issued') and not n.disputed order by n.key`);
  const rows = (result as unknown as { rows: { key: string; currency: Currency; amount: string; prefix: string; last_event_at: string | Date }[] }).rows;
  if (!rows.length) return 0;
  const notes = rows.map((r) => ({ key: r.key, currency: r.currency, amount: Number(r.amount), lastEventAt: new Date(r.last_event_at).toISOString() }));
  const seeded = demoPayments({ notes, records, now, prefix: rows[0].prefix });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await bulkInsert(tx, 'payments', seeded.payments);
    await bulkInsert(tx, 'revenue_shares', seeded.shares);
    await bulkInsert(tx, 'instalments', seeded.instalments);
    await bulkInsert(tx, 'tax_note_events', seeded.events);
    await bulkInsert(tx, 'settlements', seeded.settlements);
    // The cached paid amount is the ledger's sum; each ledger row moved the note's version once.
    await tx.execute(sql`update tax_notes t set paid_amount = s.total, version = t.version + s.n
      from (select note_key, sum(settled_amount)::bigint as total, count(*)::int as n from payments where project_key = ${TAX_PROJECT_KEY} group by note_key) s
      where t.key = s.note_key`);
    for (const { year, lastValue } of seeded.counters)
      await tx.execute(sql`insert into reference_counters (project_key, series, year, last_value) values (${TAX_PROJECT_KEY}, ${RECEIPT_SERIES}, ${year}, ${lastValue})
        on conflict (project_key, series, year) do update set last_value = greatest(reference_counters.last_value, excluded.last_value)`);
  });
  return seeded.payments.length;
}
