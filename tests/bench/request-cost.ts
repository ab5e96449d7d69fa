import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { ms, percentile, verdict } from './stats';
import { benchDatabaseUrl } from './bench-database';

const SAMPLES = 2000;
/** The budget (ARCHITECTURE.md) for the fixed cost of a signed-in request: an authenticated read within 3× an unauthenticated health check. */
const BUDGET_RATIO = 3;

/** Serial requests over real HTTP on loopback (keep-alive), as a client pays them. */
async function timeSerial(url: string, headers: Record<string, string> = {}): Promise<number[]> {
  const send = async () => {
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${body}`);
  };
  for (let i = 0; i < 200; i++) await send(); // warm-up: prepared statements, JIT, connections
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await send();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * What every signed-in request pays before its own work (token, sign-in and role check,
 * project membership): one citizen read next to /api/health, serial, on PostgreSQL.
 */
export async function benchRequestCost(): Promise<string[]> {
  const url = await benchDatabaseUrl('mapato_bench_requests');
  if (!url) return ['request cost: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'];
  const database = await prepareDb({ databaseUrl: url, demo: true });
  const app = await buildApp({ database });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/Authentication/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    const headers = { authorization: `Bearer ${login.json().data.token}`, 'project-key': TAX_PROJECT_KEY };
    const list = await app.inject({ method: 'GET', url: '/api/account/citizens?range=[0,0]', headers });
    const citizenKey = list.json().data[0]._key as string;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const health = await timeSerial(`${base}/api/health`);
    const read = await timeSerial(`${base}/api/account/citizens/${citizenKey}`, headers);
    const [healthP50, readP50] = [percentile(health, 50), percentile(read, 50)];
    const ratio = readP50 / healthP50;
    return [
      `  /api/health                      p50 ${ms(healthP50)}  p99 ${ms(percentile(health, 99))}`,
      `  GET one citizen, signed in       p50 ${ms(readP50)}  p99 ${ms(percentile(read, 99))}`,
      `  ratio ${ratio.toFixed(1)}× (budget p50 ≤ ${BUDGET_RATIO}× health: ${verdict(ratio, BUDGET_RATIO)})`,
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
