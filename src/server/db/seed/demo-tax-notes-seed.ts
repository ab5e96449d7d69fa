import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { projects } from '../schema';
import type { DemoRecord } from './demo-records';
import { TAX_PROJECT_KEY } from './demo-staff';
import { demoTaxNotes } from './demo-tax-notes';

/** The series of tax-note references in reference_counters (the creating service counts on from its last value). */
export const TAX_NOTE_SERIES = 'taxNote';

const NOTE_COLUMNS = `key text, project_key text, reference text, reference_year integer, reference_sequence integer, tax_type text,
  taxpayer_kind text, taxpayer_key text, taxpayer_name text, object_key text, object_label text, object_part text, declarant_name text,
  responsible_name text, phone_country_code text, phone_number text, period text, period_start date, currency text, amount bigint,
  computed_amount bigint, declared_amount bigint, counter_currency text, counter_amount bigint, conversion_rate numeric, lifecycle text,
  awaiting_actor text, disputed boolean, pending_amendment jsonb, due_date date, created_at timestamptz, created_by text,
  approved_at timestamptz, approved_by text, issued_at timestamptz, issued_by text, version integer`;
const ITEM_COLUMNS = `key text, note_key text, position integer, nomenclature_item_key text, account text, reason text, currency text,
  factor_amount bigint, steps jsonb, computed_amount bigint, declared_amount bigint, amount_reason text`;
const EVENT_COLUMNS = `note_key text, project_key text, kind text, user_key text, user_name text, reason text, data jsonb,
  latitude double precision, longitude double precision, created_at timestamptz`;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const snakeRow = (row: object) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]));

/**
 * One INSERT … SELECT per chunk from a single json parameter: a few statements for thousands of
 * rows on either engine, with no limit on bound parameters. Rows go in the order given (`ord`),
 * so serial ids follow time.
 */
async function bulkInsert(db: Db, table: string, columns: string, rows: object[], chunk = 2500): Promise<void> {
  const names = columns
    .split(',')
    .map((definition) => definition.trim().split(/\s+/)[0])
    .join(', ');
  for (let start = 0; start < rows.length; start += chunk) {
    const json = JSON.stringify(rows.slice(start, start + chunk).map((row, index) => ({ ...snakeRow(row), ord: start + index })));
    await db.execute(
      // json (not jsonb) is read once as text, without building a binary document first.
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(columns)}, ord integer) order by ord`,
    );
  }
}

/**
 * Writes the demo notes of the last eighteen months, their items and histories, and sets the
 * reference counters to the last number used each year, so the next note continues the series.
 * Answers how many notes were written.
 */
export async function seedDemoTaxNotes(db: Db, records: DemoRecord[], now = new Date()): Promise<number> {
  const [project] = await db
    .select({ prefix: projects.referencePrefix, dueDateDays: projects.dueDateDays })
    .from(projects)
    .where(eq(projects.key, TAX_PROJECT_KEY));
  const { notes, items, events, counters } = demoTaxNotes({ records, now, prefix: project.prefix, dueDateDays: project.dueDateDays ?? 30 });
  await db.transaction(async (tx) => {
    const inProject = <T extends object>(row: T) => ({ projectKey: TAX_PROJECT_KEY, ...row });
    await bulkInsert(tx, 'tax_notes', NOTE_COLUMNS, notes.map(inProject));
    await bulkInsert(tx, 'tax_note_items', ITEM_COLUMNS, items);
    await bulkInsert(tx, 'tax_note_events', EVENT_COLUMNS, events.map(inProject));
    for (const { year, lastValue } of counters)
      await tx.execute(sql`insert into reference_counters (project_key, series, year, last_value) values (${TAX_PROJECT_KEY}, ${TAX_NOTE_SERIES}, ${year}, ${lastValue})
        on conflict (project_key, series, year) do update set last_value = greatest(reference_counters.last_value, excluded.last_value)`);
  });
  return notes.length;
}
