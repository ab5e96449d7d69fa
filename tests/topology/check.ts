/**
 * Run by tests/topology/run.sh once the topology stands: two instances (TOPOLOGY_BASES) on one
 * primary (TOPOLOGY_PRIMARY_URL) with a hot-standby replica (TOPOLOGY_REPLICA_URL). Shows and
 * asserts: no lost or double payment with payments sent to both instances at once, throttles
 * shared by the instances, each scheduled job run once per due time, a report read from the
 * replica. Prints a summary; exits 1 on any failure.
 */
import pg from 'pg';
import { dayInZone } from '../../src/domain/dated-money';
import { LOGIN_FAILURE_LIMIT } from '../../src/domain/constants';
import { LOOKUPS_PER_MINUTE } from '../../src/server/services/open/lookup-guard';
import { DEMO_PASSWORD, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';

const bases = (process.env.TOPOLOGY_BASES ?? '').split(',').filter(Boolean);
const primaryUrl = process.env.TOPOLOGY_PRIMARY_URL!;
const replicaUrl = process.env.TOPOLOGY_REPLICA_URL!;
if (bases.length !== 2 || !primaryUrl || !replicaUrl) throw new Error('TOPOLOGY_BASES (two), TOPOLOGY_PRIMARY_URL and TOPOLOGY_REPLICA_URL are required');

const PAYMENTS = 60;
const CONCURRENCY = 12;
const AMOUNT_USD = 4600;
/** Every this many payments the same request (same Idempotency-Key) is sent again to the other instance. */
const RESEND_EVERY = 5;
/** Jobs run every 5 seconds during the check, so several due times pass in under a minute. */
const JOB_SCHEDULE = '*/5 * * * * *';
const JOB_SLOT_SECONDS = 5;
const JOBS_WATCHED_MS = 25_000;
const AUTH_REQUESTS_PER_MINUTE = 30;

const results: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** While true, the jobs' leases are sampled to see which runners take them. */
let watching = false;
const primary = new pg.Client({ connectionString: primaryUrl });
const replica = new pg.Client({ connectionString: replicaUrl });
const one = async <T>(client: pg.Client, text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;

/** Approved notes of 46.00 USD on taxpayers of their own, numbered after the demo's and the benches'. */
async function insertNotes(count: number) {
  await primary.query(
    `insert into tax_notes (key, project_key, reference, reference_year, reference_sequence, tax_type, taxpayer_kind, taxpayer_key,
      taxpayer_name, declarant_name, responsible_name, phone_country_code, phone_number, period, period_start, currency, amount,
      computed_amount, declared_amount, counter_currency, counter_amount, conversion_rate, lifecycle, awaiting_actor, disputed, due_date,
      created_at, created_by, approved_at, approved_by)
    select 'topo-' || g, $1, 'HKR-2026-' || lpad((8000000 + g)::text, 7, '0') || '-T', 2026, 8000000 + g,
      'fee', 'citizen', 'topo-payer-' || g, 'Contribuable ' || g, 'Déclarant', 'Responsable', '243', '82' || lpad(g::text, 7, '0'),
      'once', current_date, 'USD', $2::bigint, $2::bigint, $2::bigint, 'CDF', $2::bigint * 2850, 2850, 'approved', 'receveur', false,
      current_date + 30, now() - interval '1 day', 'user-taxateur', now() - interval '1 hour', 'user-approver'
    from generate_series(1, $3::int) g`,
    [TAX_PROJECT_KEY, AMOUNT_USD, count],
  );
}

type Answer = { status: number; body: { data?: { receiptNumber?: string }; errorCode?: string } };
async function call(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { errorCode: text.slice(0, 200) };
  }
  return { status: response.status, body };
}

const receiptSequence = (receipt: string) => Number(receipt.split('-')[2]);

async function main() {
  await primary.connect();
  await replica.connect();
  const [a, b] = bases as [string, string];
  const today = dayInZone(new Date());
  const year = Number(today.slice(0, 4));

  // Jobs every 5 seconds from now on; both instances' schedulers look every second.
  const jobsFrom = await one<{ now: Date }>(primary, `update jobs set schedule = $1, next_run_at = now() returning now()`, [JOB_SCHEDULE]);
  const runners = new Set<string>();
  watching = true;
  const watchLeases = (async () => {
    while (watching) {
      for (const row of (await primary.query<{ leased_by: string }>(`select distinct leased_by from jobs where leased_by is not null`)).rows)
        runners.add(row.leased_by);
      await sleep(100);
    }
  })();

  await insertNotes(PAYMENTS + 1);
  const login = await call(a, '/api/Authentication/login', { method: 'POST', body: { userName: 'admin', password: DEMO_PASSWORD } });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status} ${JSON.stringify(login.body)}`);
  const token = (login.body.data as { token: string }).token;
  const headers = { authorization: `Bearer ${token}`, 'project-key': TAX_PROJECT_KEY };

  // --- payments to both instances at once ---
  const before = await one<{ last: string | null }>(
    primary,
    `select max(split_part(receipt_number, '-', 3)::int) as last from payments where project_key = $1 and split_part(receipt_number, '-', 2) = $2`,
    [TAX_PROJECT_KEY, String(year)],
  );
  const lastBefore = Number(before.last ?? 0);
  const acknowledged = new Map<string, string>();
  const failures: string[] = [];
  let replays = 0;
  let replayMismatches = 0;
  let next = 1;
  const post = (base: string, n: number) =>
    call(base, '/api/payment/payments', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `topo-pay-${n}` },
      body: { noteKey: `topo-${n}`, method: 'cash', paidCurrency: 'USD', paidAmount: AMOUNT_USD, cashierName: 'Caissier topologie', paymentDate: today },
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next <= PAYMENTS) {
        const n = next++;
        const [here, there] = n % 2 === 0 ? [a, b] : [b, a];
        const answer = await post(here, n);
        if (answer.status !== 200) {
          failures.push(`topo-${n}: ${answer.status} ${answer.body.errorCode ?? ''}`);
          continue;
        }
        acknowledged.set(`topo-${n}`, answer.body.data!.receiptNumber!);
        if (n % RESEND_EVERY === 0) {
          // The cashier's retry lands on the other instance: the first answer, never a second payment.
          const again = await post(there, n);
          replays += 1;
          if (again.status !== 200 || again.body.data?.receiptNumber !== answer.body.data!.receiptNumber) replayMismatches += 1;
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const ledger = (
    await primary.query<{ note_key: string; rows: string; receipts: string[]; settled: string }>(
      `select note_key, count(*) as rows, array_agg(receipt_number) as receipts, sum(settled_amount) as settled
       from payments where note_key like 'topo-%' and note_key <> 'topo-${PAYMENTS + 1}' and kind = 'payment' group by note_key`,
    )
  ).rows;
  const doubled = ledger.filter((row) => Number(row.rows) !== 1);
  const lost = [...acknowledged.keys()].filter((key) => !ledger.some((row) => row.note_key === key));
  const unacknowledged = ledger.filter((row) => !acknowledged.has(row.note_key));
  const wrongReceipt = ledger.filter((row) => acknowledged.has(row.note_key) && row.receipts[0] !== acknowledged.get(row.note_key));
  check(
    'payments to both instances at once',
    failures.length === 0 && acknowledged.size === PAYMENTS,
    `${acknowledged.size}/${PAYMENTS} acknowledged in ${seconds.toFixed(1)} s, alternating ${a} and ${b}, ${CONCURRENCY} at a time${failures.length ? `; refused: ${failures.slice(0, 3).join('; ')}` : ''}`,
  );
  check(
    'no lost or double payment',
    doubled.length === 0 && lost.length === 0 && unacknowledged.length === 0 && wrongReceipt.length === 0,
    `${ledger.length} ledger rows for ${acknowledged.size} acknowledged payments; ${lost.length} lost, ${doubled.length} doubled, ${unacknowledged.length} never acknowledged, ${wrongReceipt.length} on another receipt than answered`,
  );
  check(
    'a retry on the other instance replays the first answer',
    replays > 0 && replayMismatches === 0,
    `${replays} retries with the same Idempotency-Key, ${replayMismatches} answered differently`,
  );
  const sequences = [...acknowledged.values()].map(receiptSequence).sort((x, y) => x - y);
  const gapless = sequences.every((sequence, index) => sequence === lastBefore + 1 + index);
  check(
    'receipts gapless across instances',
    gapless && sequences.length === PAYMENTS,
    `receipts ${lastBefore + 1}…${sequences.at(-1)} of ${year}, ${sequences.length} distinct numbers, ${gapless ? 'no gap' : 'a gap or a repeat'}`,
  );

  // --- a report read from the replica ---
  const countOn = async (client: pg.Client) => Number((await one<{ n: string }>(client, `select count(*) as n from payments where note_key like 'topo-%'`)).n);
  const onPrimary = await countOn(primary);
  await until('the replica to catch up', 30, async () => ((await countOn(replica)) === onPrimary ? true : undefined));
  const collected = async (base: string) => {
    const report = await call(base, `/api/reports/mitigation?from=${today}&to=${today}`, { headers });
    if (report.status !== 200) throw new Error(`mitigation report: ${report.status} ${JSON.stringify(report.body)}`);
    const totals = (report.body.data as unknown as { totals: { currency: string; collected: number }[] }).totals;
    return totals.find((total) => total.currency === 'USD')?.collected ?? 0;
  };
  const reportBefore = await collected(a);
  await replica.query('select pg_wal_replay_pause()');
  await until('replay to pause', 30, async () => {
    const state = await one<{ state: string }>(replica, 'select pg_get_wal_replay_pause_state() as state');
    return state.state === 'paused' ? true : undefined;
  });
  const extra = await post(b, PAYMENTS + 1);
  const primaryHasIt = (await countOn(primary)) === onPrimary + 1;
  const whilePaused = [await collected(a), await collected(b)];
  await replica.query('select pg_wal_replay_resume()');
  const afterResume = await until('the report to show the payment once replay resumes', 30, async () => {
    const figure = await collected(a);
    return figure === reportBefore + AMOUNT_USD ? figure : undefined;
  }).catch(() => undefined);
  check(
    'reports read from the replica',
    extra.status === 200 && primaryHasIt && whilePaused.every((figure) => figure === reportBefore) && afterResume === reportBefore + AMOUNT_USD,
    `collected today ${reportBefore} (USD minor); replay paused, one more payment of ${AMOUNT_USD} posted (${extra.status}, on the primary: ${primaryHasIt}); ` +
      `both instances still report ${whilePaused.join(' and ')} (the replica's stale figure); after resuming: ${afterResume ?? 'never caught up'}`,
  );

  // --- throttles shared by the instances ---
  const signIn = (base: string, userName: string, password: string) =>
    call(base, '/api/Authentication/login', { method: 'POST', body: { userName, password } });
  const failed: number[] = [];
  for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i += 1) failed.push((await signIn(i % 2 === 0 ? a : b, 'receveur', 'Wrong@2026')).status);
  const locked = await signIn(b, 'receveur', DEMO_PASSWORD);
  check(
    'failed sign-ins counted across instances',
    failed.slice(0, LOGIN_FAILURE_LIMIT).every((status) => status === 401) && failed[LOGIN_FAILURE_LIMIT] === 429 && locked.status === 429,
    `wrong passwords for one account alternating between instances: ${failed.join(' ')}; then the right one: ${locked.status} (limit ${LOGIN_FAILURE_LIMIT} per account and address)`,
  );
  const lookups: number[] = [];
  for (let i = 0; i <= LOOKUPS_PER_MINUTE; i += 1)
    lookups.push(
      (
        await call(i % 2 === 0 ? a : b, '/api/open/tax-note', {
          method: 'POST',
          body: { reference: 'HKR-2026-8999999-T', mobile: `08100000${String(i).padStart(2, '0')}` },
        })
      ).status,
    );
  check(
    'public lookup budget shared',
    lookups.slice(0, LOOKUPS_PER_MINUTE).every((status) => status === 404) && lookups[LOOKUPS_PER_MINUTE] === 429,
    `lookups of one reference alternating between instances: ${lookups.join(' ')} (limit ${LOOKUPS_PER_MINUTE} a minute)`,
  );
  // The sign-in route's per-address limit: with counts kept in each process, 2 × the limit would pass.
  const flood: number[] = [];
  for (let i = 0; i < 2 * AUTH_REQUESTS_PER_MINUTE && !flood.includes(429); i += 1) flood.push((await signIn(i % 2 === 0 ? a : b, `nobody${i}`, 'x')).status);
  const passedBefore = flood.filter((status) => status !== 429).length;
  check(
    'sign-in route limit per address shared',
    flood.includes(429) && passedBefore <= AUTH_REQUESTS_PER_MINUTE,
    `${passedBefore} sign-in requests answered before the first 429 (limit ${AUTH_REQUESTS_PER_MINUTE} a minute per address, ${1 + LOGIN_FAILURE_LIMIT + 2} already spent; two separate counts would allow ${2 * AUTH_REQUESTS_PER_MINUTE})`,
  );

  // --- each scheduled job run once per due time ---
  const waited = Date.now() - new Date(jobsFrom.now).getTime();
  if (waited < JOBS_WATCHED_MS) await sleep(JOBS_WATCHED_MS - waited);
  watching = false;
  await watchLeases;
  const runs = (
    await primary.query<{ job_name: string; project_key: string; started_at: Date; ended_at: Date }>(
      `select job_name, project_key, started_at, ended_at from job_runs where started_at >= $1 order by job_name, project_key, started_at`,
      [jobsFrom.now],
    )
  ).rows;
  const seen = new Map<string, { slots: Set<number>; runs: number; overlaps: number; lastEnd: number }>();
  for (const run of runs) {
    const key = `${run.job_name}@${run.project_key}`;
    const entry = seen.get(key) ?? { slots: new Set<number>(), runs: 0, overlaps: 0, lastEnd: 0 };
    entry.slots.add(Math.floor(new Date(run.started_at).getTime() / 1000 / JOB_SLOT_SECONDS));
    entry.runs += 1;
    if (new Date(run.started_at).getTime() < entry.lastEnd) entry.overlaps += 1;
    entry.lastEnd = new Date(run.ended_at).getTime();
    seen.set(key, entry);
  }
  const twice = [...seen].filter(([, entry]) => entry.slots.size !== entry.runs || entry.overlaps > 0);
  const busiest = Math.max(0, ...[...seen.values()].map((entry) => entry.runs));
  check(
    'each scheduled job run once per due time',
    runs.length > 0 && busiest >= 3 && twice.length === 0,
    `${runs.length} logged runs of ${seen.size} (job, project) pairs in ${(Math.max(waited, JOBS_WATCHED_MS) / 1000).toFixed(0)} s at "${JOB_SCHEDULE}", up to ${busiest} each; ` +
      `${twice.length ? `run twice: ${twice.map(([key]) => key).join(', ')}` : 'none twice for one due time'}; leases taken by ${runners.size} runner(s)`,
  );

  const failedChecks = results.filter((result) => !result.ok);
  console.log(`\n== topology summary: ${results.length - failedChecks.length}/${results.length} checks passed`);
  for (const result of results) console.log(`   ${result.ok ? '✓' : '✗'} ${result.name}`);
  return failedChecks.length === 0;
}

main()
  .then((ok) => {
    process.exitCode = ok ? 0 : 1;
  })
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    watching = false;
    await primary.end().catch(() => undefined);
    await replica.end().catch(() => undefined);
  });
