import { benchCitizenList } from './citizen-list';
import { benchBundleSize } from './bundle-size';

/** `npm run bench`: every benchmark prints its figures against the budgets of DESIGN.md. */
const benches: [string, () => Promise<string[]>][] = [['bundle size', benchBundleSize], ['citizen list', benchCitizenList]];

for (const [name, bench] of benches) {
  console.log(`== ${name}`);
  for (const line of await bench()) console.log(line);
}
