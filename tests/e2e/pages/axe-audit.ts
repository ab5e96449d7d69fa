import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** What fails the walk: a violation a screen-reader or low-vision user actually hits. */
const BLOCKING = new Set(['serious', 'critical']);

export type Finding = { where: string; rule: string; impact: string; help: string; nodes: string[] };

/** Runs axe on the page as it stands and returns its serious and critical findings. */
export async function audit(page: Page, where: string): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself (the app has no frames); the default opens a second
  // page per run to merge frame results, which triples the cost of a walk over every route.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`),
    }));
}

/**
 * Moves the single-page app to a path without reloading it (react-router follows popstate), then
 * waits until the screen has settled: its loaders gone and its transitions over, so colours are
 * measured as the user sees them.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const current = await page.evaluate(() => window.location.pathname + window.location.search);
  if (current !== path) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await settle(page);
}

/**
 * MUI fades and slides take up to 400 ms, and axe would read half-transparent colours mid-way;
 * with transitions off every element shows at once in its final colours.
 */
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's open requests, so a walk waits for data instead of a fixed delay. */
function requestsOf(page: Page): Set<Request> {
  let open = inFlight.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    open = requests;
  }
  return open;
}

/** Waits until no request has been open for two short beats (a list loads its references after its rows). */
async function quiet(page: Page): Promise<void> {
  const open = requestsOf(page);
  const deadline = Date.now() + 15_000;
  for (let calm = 0; calm < 2 && Date.now() < deadline;) {
    await page.waitForTimeout(60);
    calm = open.size === 0 ? calm + 1 : 0;
  }
}

export async function settle(page: Page): Promise<void> {
  requestsOf(page);
  if (!(await page.locator('style[data-still]').count())) {
    const style = await page.addStyleTag({ content: STILL });
    await style.evaluate((node) => (node as Element).setAttribute('data-still', ''));
  }
  await quiet(page);
  await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
}

/** One line per finding, grouped so a failing walk reads as a to-do list. */
export function report(findings: Finding[]): string {
  return findings.map((f) => `${f.where} — ${f.rule} (${f.impact}): ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n');
}
