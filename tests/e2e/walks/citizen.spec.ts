import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PaymentsApi } from '../pages/payments-api';
import { walkTheDay } from './walk';

/** The citizen's day, on the public site: find the tax note with its paper reference and mobile, download it, and know whom to call. */
walkTheDay('citizen', async (walk) => {
  const { page } = walk;
  const t = walk.t.publicSite;
  const note = await new PaymentsApi(page.request).issuedUsdNote(4567);
  const phone = await new PaymentsApi(page.request).call('admin', 'GET', `taxNote/notes/${encodeURIComponent(note._key)}`);

  await walk.step('finds the tax note', async () => {
    await walk.visitPublic('/home');
    await page.getByLabel(t.home.reference).fill(note.reference);
    await page.getByLabel(t.home.mobile).fill(`0${phone.phoneNumber as string}`);
    await page.getByRole('button', { name: t.home.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(note.reference);
  });

  await walk.step('downloads it', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.summary.downloadNote }).click()]);
    expect((await readFile((await download.path())!)).subarray(0, 4).toString()).toBe('%PDF');
  });

  await walk.step('finds whom to contact', async () => {
    await page.getByRole('link', { name: t.nav.contact }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.contact.title })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`Mapato © ${new Date().getFullYear()}`);
  });
});
