import { expect, test, type Page } from '@playwright/test';
import { barColour } from '../../src/client/pages/birth-report/colour-scale';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

const HEALTH_PROJECT = 'proj-hk-health';
const day = (daysAgo: number) => projectDay(-daysAgo).iso;
const A_YEAR = `from=${day(364)}&to=${day(0)}`;

/** Each bar of a chart has its count's colour on the legend's scale (counts read from the chart's description). */
async function expectScaleColours(page: Page, testId: string) {
  const chart = page.getByTestId(testId);
  const summary = (await chart.getByRole('img').getAttribute('aria-label')) ?? '';
  // '<5' is a hidden count, drawn hatched; the others are figures such as '1,234'.
  const counts = summary
    .slice(summary.indexOf(': ') + 2)
    .split('; ')
    .map((group) => group.slice(group.lastIndexOf(' ') + 1))
    .map((count) => (count === '<5' ? null : Number(count.replace(/\D/g, ''))));
  const max = Math.max(0, ...counts.map((count) => count ?? 0));
  const fills = await chart.locator('path.recharts-rectangle').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('fill') ?? ''));
  const expected = counts.map((count) => (count === null ? 'hatched' : barColour(count, max)));
  // A bar too short to draw (2 of 1,400) has no shape at all: every drawn bar has a colour of the scale, the largest the darkest.
  expect(fills.length).toBeGreaterThan(0);
  for (const fill of fills) expect(expected).toContain(fill.startsWith('url(#hidden-') ? 'hatched' : fill);
  if (max > 0) expect(fills).toContain(barColour(max, max));
}

/** The previous figures stay on screen while new ones load: wait until the new ones are drawn. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Picks a period preset and waits for that period's figures. */
async function choosePeriod(page: Page, api: string, label: string, preset: string) {
  await settled(page);
  const answered = page.waitForResponse((response) => response.url().includes(`/api/reports/${api}?`) && response.ok());
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: preset }).click();
  await answered;
  await settled(page);
}

/** Clicks a report's Export button and gives the name the server gave the file. */
async function exportName(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return download.suggestedFilename();
}

/** A signed-in API call with the page's own session, in the health project. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}`, 'Project-Key': HEALTH_PROJECT } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('birth report: stage totals, the month × hospital colour map, charts, a month and a hospital', async ({ page }) => {
  await new SignInPage(page).signInAs('registrar', undefined, `/birth-registration-report?${A_YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Birth registration report' })).toBeVisible();
  await expect(page.getByTestId('report-total-births')).toContainText(/\d{3}/);
  await expect(page.getByTestId('report-total-duplicates')).toContainText(/[1-9]/);

  const heatMap = page.getByTestId('birth-heat-map');
  await expect(heatMap.getByRole('columnheader', { name: 'Hôpital Jason Sendwe' })).toBeVisible();
  expect(await heatMap.locator('tbody tr').count()).toBeGreaterThanOrEqual(12);
  // A colour map: the busiest cells are darker than the quietest.
  const colours = await heatMap.locator('tbody td').evaluateAll((cells) => new Set(cells.map((cell) => getComputedStyle(cell).backgroundColor)).size);
  expect(colours).toBeGreaterThan(5);
  await expect(page.getByTestId('scale-legend')).toContainText('Fewer');
  for (const chart of ['Births by month', 'Births by hospital', 'Births by delivery type', 'Births by gender', 'Declarations by stage'])
    await expect(page.getByRole('img', { name: new RegExp(`^${chart}: `) })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Births by delivery type: Vaginal \d/ })).toBeVisible();
  // Categories are coloured by their count on the scale the legend explains, as every other chart (admin-health D14).
  for (const chart of ['birth-by-delivery', 'birth-by-gender', 'birth-by-stage']) await expectScaleColours(page, chart);
  // Delivery types and stages lie sideways, each name at the start of its bar, right-aligned: long names
  // do not fit under columns on a phone (D15).
  await expect(page.getByTestId('birth-by-delivery').locator('text', { hasText: /^Vaginal$/ })).toHaveAttribute('text-anchor', 'end');
  await expect(page.getByTestId('birth-by-stage').locator('text', { hasText: /^Waiting for/ })).toHaveAttribute('text-anchor', 'end');

  await choosePeriod(page, 'birth-registrations', 'Period', 'Last month');
  await expect(heatMap.locator('tbody tr')).toHaveCount(1);
  const monthTotal = Number((await page.getByTestId('report-total-births').locator('p').innerText()).replace(/\D/g, ''));
  expect(monthTotal).toBeGreaterThan(0);

  const answered = page.waitForResponse((response) => response.url().includes('hospital=est-sendwe') && response.ok());
  await page.getByRole('combobox', { name: 'Hospital' }).click();
  await page.getByRole('option', { name: 'Hôpital Jason Sendwe' }).click();
  await answered;
  await settled(page);
  await expect(heatMap.getByRole('columnheader')).toHaveText(['Month', 'Hôpital Jason Sendwe', 'Total']);
  await expect(page).toHaveURL(/hospital=est-sendwe/);
  expect(await exportName(page, /^Export birth figures/)).toMatch(/^birth-registrations-\d{8}-\d{6}\.xlsx$/);
});

test('GBV report: charts without identifying data, small counts shown as <5', async ({ page }) => {
  await new SignInPage(page).signInAs('gbvsupervisor', undefined, `/gbv-registration-report?${A_YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'GBV registration report' })).toBeVisible();
  await expect(page.getByTestId('gbv-privacy')).toContainText('<5');
  for (const chart of ['Cases by incident type', 'Cases by zone', 'Cases by age group', 'Cases by month', 'Cases by sex'])
    await expect(page.getByRole('img', { name: new RegExp(`^${chart}: `) })).toBeVisible();
  await expect(page.getByTestId('report-total-cases')).toContainText(/\d\d/);
  // 48 demo cases over a year: some months hold fewer than five, and no month shows 1 to 4.
  const byMonth = await page.getByRole('img', { name: /^Cases by month: / }).getAttribute('aria-label');
  expect(byMonth).toContain('<5');
  expect(byMonth).not.toMatch(/ [1-4](;|$)/);
  await expect(page.getByTestId('gbv-by-month').locator('text').filter({ hasText: '<5' }).first()).toBeVisible();
  // A hidden count's bar is hatched, as the legend draws "Hidden" (admin-health D13).
  await expect(page.getByTestId('gbv-by-month').locator('path.recharts-rectangle[fill^="url(#hidden-"]').first()).toBeVisible();
  await expectScaleColours(page, 'gbv-by-sex');
  await expect(page.getByTestId('scale-legend')).toContainText('Hidden: from 1 to 4');

  // No survivor's name nor case code anywhere, though this supervisor may read them in the register.
  const cases = await apiGet<{ _key: string; code: string }[]>(page, '/api/project/gbv-cases?range=[0,9]');
  const names = await Promise.all(
    cases
      .slice(0, 5)
      .map(async (row) => (await apiGet<{ identity: { survivorName: string } }>(page, `/api/project/gbv-cases/${row._key}`)).identity.survivorName),
  );
  const text = await page.locator('body').innerText();
  for (const name of names) expect(text).not.toContain(name);
  for (const row of cases) expect(text).not.toContain(row.code);

  await choosePeriod(page, 'gbv-registrations', 'Period', 'Last month');
  await expect(page.getByRole('img', { name: /^Cases by month: / })).toHaveAttribute('aria-label', /^Cases by month: [^;]+$/);
  expect(await exportName(page, /^Export GBV figures/)).toMatch(/^gbv-registrations-\d{8}-\d{6}\.xlsx$/);
});

test('the health project overview shows its figures, in French', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, `/project/${HEALTH_PROJECT}/overview`);
  await expect(page.getByTestId('health-overview-hospitals')).toContainText(/\d/);
  await expect(page.getByTestId('health-overview-births')).toContainText('Synced');
  await expect(page.getByTestId('health-overview-deaths')).toContainText(/\d/);
  await expect(page.getByTestId('health-overview-gbv')).toContainText(/\d|<5/);
  await expect(page.getByTestId('health-overview-transmission')).toContainText('Declarations the registry refused');
  // Tax settings do not belong to a health project.
  await expect(page.getByText('Revenue split')).toHaveCount(0);

  // Its other tabs: the hospitals, the members, their activity.
  await page.getByRole('tab', { name: 'Health facilities' }).click();
  await expect(page.getByRole('cell', { name: 'Hôpital Jason Sendwe' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Centre de santé de Kenya' })).toBeVisible();
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'registrar', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'User activity' }).click();
  // A fresh server may hold no change in this project yet: the list or its empty state, never an error.
  await expect(page.getByRole('columnheader', { name: 'Action' }).or(page.getByText('No activity recorded yet'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();

  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: /Le projet en un coup d’œil/ })).toBeVisible();
  await expect(page.getByTestId('health-overview-births')).toContainText('Synchronisées');
  await page.getByRole('link', { name: 'Rapport des VBG' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapport d’enregistrement des cas de VBG' })).toBeVisible();
  await expect(page.getByTestId('gbv-privacy')).toContainText('aucun nom');
  await page.goto(`/birth-registration-report?${A_YEAR}`);
  await expect(page.getByRole('img', { name: /^Naissances par mois : / })).toBeVisible();
  await expect(page.getByTestId('birth-heat-map').getByRole('columnheader', { name: 'Mois' })).toBeVisible();
});
