import { benchCitizenList } from './citizen-list';
import { benchBundleSize } from './bundle-size';
import { benchFuzz } from './fuzz';
import { benchRequestCost } from './request-cost';
import { benchTaxNotes } from './tax-notes';
import { benchPayments } from './payments';
import { benchPublicSite } from './public-site';
import { benchReports } from './reports';
import { benchExport } from './export';
import { benchStartup } from './startup';
import { benchJobHolds } from './job-holds';

/**
 * `npm run bench`: every benchmark prints its figures against the budgets (listed in ARCHITECTURE.md). The fuzz
 * run is a check rather than a figure: any unacceptable answer makes the command exit non-zero.
 * BENCH_ONLY=fuzz (a name or a comma-separated list) runs some of them.
 */
const benches: [string, () => Promise<string[] | { lines: string[]; failed: boolean }>][] = [
  ['bundle size', benchBundleSize],
  ['request cost', benchRequestCost],
  ['citizen list', benchCitizenList],
  ['tax notes', benchTaxNotes],
  ['payments', benchPayments],
  ['public site', benchPublicSite],
  ['reports', benchReports],
  ['export', benchExport],
  ['startup', benchStartup],
  ['job holds', benchJobHolds],
  ['fuzz', benchFuzz],
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

let failed = false;
for (const [name, bench] of benches) {
  if (only && !only.includes(name)) continue;
  console.log(`== ${name}`);
  const result = await bench();
  const lines = Array.isArray(result) ? result : result.lines;
  if (!Array.isArray(result) && result.failed) failed = true;
  for (const line of lines) console.log(line);
}
if (failed) process.exitCode = 1;
