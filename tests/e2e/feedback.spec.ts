import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page';

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test('the user is asked to enable the location', async ({ page }) => {
    await new SignInPage(page).signInAs('taxateur');
    await expect(page.getByText('Please enable the location')).toBeVisible();
  });
});

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('links its manifest and registers its service worker once the app is stable', async ({ page, request }) => {
    await page.goto('/sign-in');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref ?? '')).json();
    expect(manifest).toMatchObject({ name: 'Mapato', display: 'standalone' });
    expect((await request.get('/icon.svg')).headers()['content-type']).toContain('svg');
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 40_000 }).toBe(true);
  });
});
