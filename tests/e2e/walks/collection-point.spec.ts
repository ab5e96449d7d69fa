import { expect } from '@playwright/test';
import { mobile, unique } from '../pages/admin-api';
import { walkTheDay } from './walk';

/** The collection point's day: a market trader pays the stall fee; the agent collects it in one step and hands over the receipt. */
walkTheDay('collection point', async (walk) => {
  const { page } = walk;
  const t = walk.t.collection;
  await walk.step('signs in', () => walk.signIn('poc'));

  await walk.step('collects the stall fee from a walk-in trader', async () => {
    await page.goto('/fee');
    await expect(page.getByRole('heading', { level: 1, name: t.fee.title })).toBeVisible();
    await page.getByRole('combobox', { name: t.fee.fields.item }).fill('1.3.03.01');
    await page.getByRole('option', { name: /^1\.3\.03\.01 / }).click();
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('2');
    await page.getByRole('button', { name: t.fee.payer.walkIn }).click();
    await page.getByRole('textbox', { name: t.fee.fields.firstName }).fill('Chantal');
    await page.getByRole('textbox', { name: t.fee.fields.lastName, exact: true }).fill(unique('Walk'));
    await page.getByRole('textbox', { name: t.fee.fields.phoneNumber }).fill(mobile());
    await expect(page.getByTestId('fee-to-collect')).not.toBeEmpty();
    await page.getByRole('button', { name: t.fee.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: walk.pattern(t.receipt.title) })).toBeVisible();
    await expect(page.getByTestId('receipt')).toContainText('Chantal');
  });

  await walk.step('starts the next collection', async () => {
    await page.getByRole('button', { name: t.receipt.another }).click();
    await expect(page.getByRole('combobox', { name: t.fee.fields.item })).toBeVisible();
  });
});
