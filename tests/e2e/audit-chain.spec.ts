import { expect, test, type Page } from '@playwright/test';
import { TAX_PROJECT } from './pages/admin-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

/**
 * The project overview's audit-trail seal (issue 22, item 10). The suite's server runs without
 * its scheduler, so no head is written down there: the first test reads the real answer (nothing
 * written yet); the second gives the screen a day's heads as the daily job writes them
 * (tests/server/controls/audit-chain.test.ts proves the job and the API), to see them laid out.
 */
const HEADS = [
  {
    kind: 'projectActivity',
    lastId: 48213,
    lastSeq: 9120,
    rowHash: '3fa2c1d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7ea19b',
    recordedAt: '2026-11-26T21:55:00.000Z',
  },
  {
    kind: 'noteEvents',
    lastId: 1120458,
    lastSeq: 30412,
    rowHash: 'b0c1d2e3f405162738495a6b7c8d9eafb0c1d2e3f405162738495a6b7c8d44e1',
    recordedAt: '2026-11-26T21:55:00.000Z',
  },
  {
    kind: 'installationActivity',
    lastId: 48207,
    lastSeq: 21877,
    rowHash: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f0c77',
    recordedAt: '2026-11-26T21:55:00.000Z',
  },
];

async function openOverview(page: Page) {
  await new SignInPage(page).signInAs('admin');
  await page.goto(`/project/${TAX_PROJECT.key}/overview`);
}

const seal = (page: Page) => page.getByRole('region', { name: /^(Audit trail seal|Sceau de la piste d’audit)$/ });

test('the overview says when no chain head is written down yet', async ({ page }) => {
  await openOverview(page);
  await expect(seal(page).getByRole('heading', { name: 'Project activity' })).toBeVisible();
  await expect(seal(page).getByRole('heading', { name: 'Tax note history' })).toBeVisible();
  await expect(seal(page).getByText('Not written down yet')).toHaveCount(3);
});

test('the overview shows the last heads, shortened, with a copy button, at 390 and 1440 px in English and French', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/api/project/projects/*/chain-heads', (route) => route.fulfill({ json: { error: false, data: HEADS } }));
  await openOverview(page);
  const card = seal(page).getByTestId('chain-head-noteEvents');
  await expect(card.getByText('No. 1,120,458 (position 30,412)')).toBeVisible();
  await expect(card.getByText('b0c1d2e3f405…44e1')).toBeVisible();
  await card.getByRole('button', { name: 'Copy the whole fingerprint of Tax note history' }).click();
  await expect(page.getByText('Fingerprint copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(HEADS[1].rowHash);

  // Each width is opened afresh (a narrowed desktop page keeps its navigation drawer open over it).
  const shot = async (language: 'en' | 'fr', width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/project/${TAX_PROJECT.key}/overview`);
    const heading = language === 'en' ? 'Tax note history' : 'Historique des notes de taxation';
    await expect(seal(page).getByRole('heading', { name: heading })).toBeVisible();
    if (language === 'fr') await expect(seal(page).getByText(/^N° 1\s120\s458 \(position 30\s412\)$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await seal(page).screenshot({ path: `tests/e2e/screenshots/audit-chain-seal-${language}-${width}.png`, animations: 'disabled' });
  };
  await shot('en', 1440);
  await shot('en', 390);
  await new ShellPage(page).chooseLanguage('French');
  await shot('fr', 390);
  await shot('fr', 1440);
});
