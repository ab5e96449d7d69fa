import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open-db';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';

export const REPORT_NOTES = 1_000_000;
const CHUNK = 100_000;
/** Bench notes continue after the demo's numbers so (project, year, sequence) stays unique. */
const SEQUENCE_OFFSET = 6_000_000;
/** 18 months of notes ending yesterday, spread evenly. */
export const SPAN_DAYS = 548;
/** Copies of each demo vehicle, property and rental contract: a few tens of thousands of records. */
const RECORD_COPIES = 150;

/** The ledger facts of note g, shared by the notes' cached paid amount and the payment rows. */
const PAYMENT_FACTS = `
  lateral (select g % 10 < 6 and l in ('approved', 'issued') and (t + ((g % 40) || ' days')::interval)::date < current_date as paid,
    case when g % 7 = 0 then a / 2 else a end as settled,
    (t + ((g % 40) || ' days')::interval)::date as pay_day,
    g % 997 = 1 as reversed) pay`;

const NOTE_FACTS = (first: string) => `
  lateral (select timestamptz '${first}' + (g::bigint * ${SPAN_DAYS * 86_400} / ${REPORT_NOTES}) * interval '1 second' as t) time,
  lateral (select extract(year from t)::int as y, (1000 + (g::bigint * 7919) % 90000) * 100 as a, case when g % 5 = 0 then 'CDF' else 'USD' end as cur,
    case when g % 100 < 85 then 'issued' when g % 100 < 90 then 'approved' when g % 100 < 93 then 'waitingForApproval' else 'rejected' end as l) facts`;

/** Note g's zone: none for one in twenty, else one of the demo's zones in turn. */
function zoneOf(zones: string[]) {
  const zoneArray = `array[${zones.map((z) => `'${z.replace(/'/g, "''")}'`).join(',')}]::text[]`;
  return `case when g % 20 = 0 then null else (${zoneArray})[1 + g % ${zones.length}] end`;
}

function insertNotes(from: number, to: number, first: string, zones: string[]) {
  return sql.raw(`
    insert into tax_notes (key, project_key, reference, reference_year, reference_sequence, tax_type, taxpayer_kind, taxpayer_key,
      taxpayer_name, object_key, object_label, zone, declarant_name, responsible_name, phone_country_code, phone_number, period, period_start,
      currency, amount, computed_amount, declared_amount, counter_currency, counter_amount, conversion_rate, lifecycle, awaiting_actor,
      disputed, paid_amount, due_date, created_at, created_by, approved_at, approved_by, issued_at, issued_by)
    select 'rbench-' || g, '${TAX_PROJECT_KEY}', 'HKR-' || y || '-' || lpad((${SEQUENCE_OFFSET} + g)::text, 7, '0') || '-R', y, ${SEQUENCE_OFFSET} + g,
      (array['vehicle','property','rental','fee'])[1 + g % 4], 'citizen', 'cit-' || lpad((1 + g % 300)::text, 4, '0'),
      'Contribuable ' || (g % 300), 'veh-' || lpad((1 + g % 150)::text, 4, '0'), 'Objet ' || (g % 150),
      ${zoneOf(zones)}, 'Déclarant', 'Responsable', '243',
      '81' || lpad((g % 10000000)::text, 7, '0'), 'yearly', date_trunc('year', t)::date, cur, a, a, a,
      case cur when 'USD' then 'CDF' else 'USD' end, case cur when 'USD' then a * 2850 else a / 2850 end, 2850,
      l, case l when 'waitingForApproval' then 'approver' when 'approved' then 'receveur' end, g % 97 = 0,
      case when paid and not reversed then settled else 0 end,
      case when l in ('approved', 'issued') then (t + interval '2 days')::date + 30 end, t,
      case when g % 5 = 0 then 'user-admin' else 'user-taxateur' end,
      case when l in ('approved', 'issued') then t + interval '2 days' end, case when l in ('approved', 'issued') then 'user-approver' end,
      case when l = 'issued' then t + interval '4 days' end, case when l = 'issued' then 'user-receveur' end
    from generate_series(${from}, ${to}) g, ${NOTE_FACTS(first)}, ${PAYMENT_FACTS}`);
}

/**
 * One or two items per note over a few accounts of the demo nomenclature; a third of the notes have
 * two. Each is written with its allocation weights and its note's facts and share, as the insert
 * trigger would set them, so the trigger finds nothing to rewrite (no second version of every row).
 */
function insertItems(from: number, to: number, first: string, zones: string[], items: { key: string; account: string }[]) {
  const pick = (expr: string) => `(array[${items.map((i) => `'${i.key}'`).join(',')}])[1 + (${expr}) % ${items.length}]`;
  const account = (expr: string) => `(array[${items.map((i) => `'${i.account}'`).join(',')}])[1 + (${expr}) % ${items.length}]`;
  return sql.raw(`
    insert into tax_note_items (key, note_key, position, nomenclature_item_key, account, reason, currency, factor_amount, steps, computed_amount, declared_amount, kind,
      declared_running, declared_total, item_number, item_count, note_project_key, note_created_at, note_tax_type, note_zone, note_currency, note_kept, amount_share)
    select 'rbench-' || g || '-' || n, 'rbench-' || g, n, ${pick('g + n')}, ${account('g + n')}, 'Banc', cur, part, '[]'::jsonb, part, part, 'tax',
      case n when 1 then part else a end, a, n, case when g % 3 = 0 then 2 else 1 end,
      '${TAX_PROJECT_KEY}', t, (array['vehicle','property','rental','fee'])[1 + g % 4], ${zoneOf(zones)}, cur, l <> 'rejected', part
    from generate_series(${from}, ${to}) g, ${NOTE_FACTS(first)},
      lateral (select 1 as n, case when g % 3 = 0 then a - a / 3 else a end as part union all select 2, a / 3 where g % 3 = 0) parts`);
}

/**
 * Payments for about 60 % of the payable notes: a fifth in the other currency at the payment day's
 * rate (2,900), by bank (with bank and slip), cash or collection point; one in a thousand reversed.
 */
function insertPayments(from: number, to: number, first: string) {
  return sql.raw(`
    insert into payments (key, project_key, note_key, kind, reverses_key, method, paid_currency, paid_amount, conversion_rate, settled_currency,
      settled_amount, bank_key, bank_slip_number, cashier_name, payment_date, receipt_number, reason, recorded_by, recorded_by_name, created_at)
    select 'rbench-' || g || '-' || r.k, '${TAX_PROJECT_KEY}', 'rbench-' || g, r.k, case r.k when 'reversal' then 'rbench-' || g || '-payment' end,
      m.method, pc, r.s * ((case when pc = cur then settled when cur = 'USD' then settled * 2900 else round(settled / 2900.0) end)), 2900, cur, r.s * settled,
      case when m.method = 'bank' then 'bank-' || (1 + g % 4) end, case when m.method = 'bank' then 'SLIP-' || g end,
      case when m.method = 'cash' then 'Caissier' end, pay_day + r.later, 'RB-' || g, case r.k when 'reversal' then 'Banc' else '' end,
      'user-cashier', 'Caissier', pay_day + r.later
    from generate_series(${from}, ${to}) g, ${NOTE_FACTS(first)}, ${PAYMENT_FACTS},
      lateral (select (array['bank','cash','collectionPoint'])[1 + g % 3] as method, case when g % 5 = 1 then (case cur when 'USD' then 'CDF' else 'USD' end) else cur end as pc) m,
      lateral (select 'payment' as k, 1 as s, 0 as later union all select 'reversal', -1, 1 where reversed) r
    where paid and (pay_day + r.later) < current_date`);
}

/** Copies of the demo's registered objects with unique plates and chassis, created over the span. */
function insertRecords(first: string) {
  return sql.raw(`
    insert into records (key, resource, project_key, data, label, search_text, created_by, created_at, updated_at)
    select r.key || '-rb' || c, r.resource, r.project_key,
      case when r.resource = 'vehicles' then r.data || jsonb_build_object('plateNumber', 'RB' || lpad((c * 100000 + row_number() over (partition by c order by r.key))::text, 8, '0'),
        'chassisNumber', 'RB' || lpad((c * 100000 + row_number() over (partition by c order by r.key))::text, 10, '0')) else r.data end,
      r.label, r.search_text, r.created_by, timestamptz '${first}' + ((c * 7919 + length(r.key)) % ${SPAN_DAYS}) * interval '1 day', now()
    from records r, generate_series(1, ${RECORD_COPIES}) c
    where r.resource in ('vehicles', 'properties', 'rentalContracts') and r.key not like '%-rb%'`);
}

/**
 * Seeds the report bench data once per database: a re-run finds the last note and skips it all.
 * Answers what it did, for the printout.
 */
export async function seedReportData(db: Db): Promise<string> {
  const done = await db.execute(sql`select 1 from tax_notes where key = ${`rbench-${REPORT_NOTES}`}`);
  if ((done as unknown as { rows: unknown[] }).rows.length) return 'reports: bench data already seeded, reused';
  const first = new Date(Date.now() - (SPAN_DAYS + 1) * 86_400_000).toISOString().slice(0, 10) + 'T06:00:00Z';
  const zoneRows = await db.execute(sql`select key from records where resource = 'zones' order by key limit 40`);
  const zones = (zoneRows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  const zoneKeys = zones.length ? zones : ['zone-none'];
  const itemRows = await db.execute(
    sql`select key, data->>'account' as account from records where resource = 'nomenclatureItems' and project_key = ${TAX_PROJECT_KEY} order by key limit 8`,
  );
  const items = (itemRows as unknown as { rows: { key: string; account: string }[] }).rows;
  const started = Date.now();
  for (let from = 1; from <= REPORT_NOTES; from += CHUNK) {
    const to = Math.min(REPORT_NOTES, from + CHUNK - 1);
    await db.execute(insertNotes(from, to, first, zoneKeys));
    await db.execute(insertItems(from, to, first, zoneKeys, items));
    await db.execute(insertPayments(from, to, first));
  }
  await db.execute(insertRecords(first));
  await db.execute(sql`vacuum analyze`);
  return `reports: ${REPORT_NOTES.toLocaleString('en')} notes with items, payments and registered objects seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}
