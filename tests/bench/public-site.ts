import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { prepareDb } from '../../src/server/db/prepare-db';
import { taxNotes } from '../../src/server/db/schema';
import { formatReference } from '../../src/domain/tax-reference';
import { lookupTaxNote } from '../../src/server/services/open/lookup-tax-note';
import { benchDatabaseUrl } from './bench-database';
import { ms, percentile, verdict } from './stats';

const DIST = process.env.CLIENT_DIR ?? 'dist';
const FIRST_LOAD_BUDGET_KIB = 100;
const JS_BUDGET_KIB = 30;
const LOOKUP_BUDGET_P99_MS = 25;
const LOOKUPS = 2000;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * /home as a phone loads it: the HTML, then every stylesheet and script it names, each with the
 * encoding the server sends to a browser accepting br and gzip (the built .br/.gz files).
 */
async function firstLoad(): Promise<string[]> {
  if (!existsSync(join(DIST, 'public', 'public-site.js'))) return [`public site: skipped, ${DIST}/public not built (npm run build)`];
  // An in-memory PGlite is enough: the page's bytes do not depend on the data.
  const database = await prepareDb({ demo: false });
  const app = await buildApp({ database, clientDir: resolve(DIST) });
  try {
    const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };
    const home = await app.inject({ method: 'GET', url: '/home', headers });
    const files = [...home.body.matchAll(/<(?:link[^>]+href|script[^>]+src)="(\/[^"]+)"/g)].map((match) => match[1]!);
    let transferred = home.rawPayload.length;
    let gzippedJs = 0;
    for (const file of files) {
      const response = await app.inject({ method: 'GET', url: file, headers });
      if (response.statusCode !== 200) throw new Error(`${file}: ${response.statusCode}`);
      transferred += response.rawPayload.length;
      if (file.endsWith('.js')) gzippedJs += gzipSync(readBuilt(file), { level: 9 }).length;
    }
    return [
      `public site /home first load: ${kib(transferred)} KiB transferred in ${files.length + 1} files (budget ${FIRST_LOAD_BUDGET_KIB} KiB) — ${verdict(transferred / 1024, FIRST_LOAD_BUDGET_KIB)}`,
      `public site JS: ${kib(gzippedJs)} KiB gzipped (budget ${JS_BUDGET_KIB} KiB) — ${verdict(gzippedJs / 1024, JS_BUDGET_KIB)}`,
    ];
  } finally {
    await app.close();
    await database.close();
  }
}

const readBuilt = (urlPath: string) => readFileSync(join(DIST, urlPath));

/** The lookup service on PostgreSQL, half matching pairs and half wrong references (the two paths a guesser sees). */
async function lookupLatency(): Promise<string[]> {
  const url = await benchDatabaseUrl(process.env.BENCH_PUBLIC_DATABASE ?? 'mapato_publicbench');
  if (!url) return ['public lookup: skipped, no PostgreSQL (set BENCH_DATABASE_URL)'];
  const database = await prepareDb({ databaseUrl: url, demo: true });
  try {
    const notes = await database.db
      .select()
      .from(taxNotes)
      .where(inArray(taxNotes.lifecycle, ['approved', 'issued']))
      .limit(50);
    if (!notes.length) return ['public lookup: skipped, no approved note in the demo data'];
    const hits: number[] = [];
    const misses: number[] = [];
    for (let i = 0; i < LOOKUPS + 100; i += 1) {
      const note = notes[i % notes.length]!;
      const matching = i % 2 === 0;
      const reference = matching ? note.reference : formatReference('HKR', 2026, 1 + Math.floor(Math.random() * 9_000_000));
      const started = performance.now();
      const found = await lookupTaxNote(database.db, { reference, mobile: `0${note.phoneNumber}`, language: 'en' });
      const elapsed = performance.now() - started;
      if (matching && !found) throw new Error(`the lookup missed ${note.reference}`);
      if (i >= 100) (matching ? hits : misses).push(elapsed);
    }
    const all = [...hits, ...misses];
    return [
      `public lookup on PostgreSQL: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))} (budget ${LOOKUP_BUDGET_P99_MS} ms) — ${verdict(percentile(all, 99), LOOKUP_BUDGET_P99_MS)}`,
      `  found: p50 ${ms(percentile(hits, 50))}, p99 ${ms(percentile(hits, 99))}; not found: p50 ${ms(percentile(misses, 50))}, p99 ${ms(percentile(misses, 99))}`,
    ];
  } finally {
    await database.close();
  }
}

/** The citizens' site: first-load bytes and JS of /home against the budgets, and the lookup's latency. */
export async function benchPublicSite(): Promise<string[]> {
  return [...(await firstLoad()), ...(await lookupLatency())];
}
