import pg from 'pg';
import { prepareDb } from '../../src/server/db/prepare-db';
import { HEALTH_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createFuzzTarget, formatReport, runFuzz } from '../server/support/fuzz-runner';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_007);

/**
 * The long fuzz run: at least 20,000 mutated requests over every route of the OpenAPI document,
 * on a fresh PGlite database, or on PostgreSQL when BENCH_DATABASE_URL is set. Prints the counts
 * by status and every failing route; any 5xx, stack trace or bare error makes `npm run bench` fail.
 * The seed is printed, so FUZZ_SEED=<seed> replays a failing run.
 */
export async function benchFuzz(): Promise<{ lines: string[]; failed: boolean }> {
  const database = await openBenchDatabase();
  const target = await createFuzzTarget(database);
  const started = Date.now();
  try {
    const report = await runFuzz(target, {
      seed: SEED,
      requests: REQUESTS,
      otherProjectKey: HEALTH_PROJECT_KEY,
      onProgress: (done) => process.stderr.write(`  fuzz: ${done} requests\r`),
    });
    const seconds = (Date.now() - started) / 1000;
    const lines = formatReport(report);
    lines.splice(1, 0, `  engine ${database.engine}, ${seconds.toFixed(1)} s, ${(report.total / seconds).toFixed(0)} requests a second`);
    lines.push(
      report.failureCount
        ? `fuzz: FAILED, ${report.failureCount} unacceptable answers (replay with FUZZ_SEED=${SEED})`
        : 'fuzz: no 5xx, no stack trace, every error in the envelope',
    );
    return { lines, failed: report.failureCount > 0 };
  } finally {
    await target.close();
    await database.close();
  }
}

async function openBenchDatabase() {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return prepareDb({ demo: true });
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS mapato_bench_fuzz');
  await admin.query('CREATE DATABASE mapato_bench_fuzz');
  await admin.end();
  const url = new URL(server);
  url.pathname = '/mapato_bench_fuzz';
  return prepareDb({ databaseUrl: url.toString(), demo: true });
}
