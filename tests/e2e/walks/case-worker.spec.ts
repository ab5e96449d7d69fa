import { expect } from '@playwright/test';
import { unique } from '../pages/admin-api';
import { daysAgo } from './stage';
import { walkTheDay } from './walk';

/** The GBV case worker's day: a survivor comes in; the case is recorded under a code, the identity kept apart, and found again by its code. */
walkTheDay('case worker', async (walk) => {
  const { page } = walk;
  const t = walk.t.gbv;
  const survivor = unique('Walk');
  await walk.step('signs in', () => walk.signIn('caseworker'));

  let code = '';
  await walk.step('records the case', async () => {
    await page.goto('/gbv-case');
    await expect(page.getByRole('heading', { level: 1, name: t.register.title })).toBeVisible();
    await page.getByRole('link', { name: t.register.create }).click();
    const form = page.getByRole('form', { name: t.register.form.submit });
    await form.getByRole('textbox', { name: new RegExp(`^${t.register.form.survivorAge}`) }).fill('24');
    await walk.choose(t.fields.sex, t.sexes.female);
    await walk.choose(t.fields.incidentType, t.incidentTypes.physicalAssault);
    await form.getByRole('textbox', { name: new RegExp(`^${t.fields.incidentDate}`) }).fill(daysAgo(5).typed);
    await page.getByRole('combobox', { name: new RegExp(`^${t.fields.zone}`) }).fill('Panda');
    await page.getByRole('option', { name: /Panda/ }).first().click();
    await walk.choose(t.services.health, t.serviceStates.referred);
    await form.getByLabel(t.register.form.consent).check();
    await form.getByRole('textbox', { name: new RegExp(`^${t.fields.survivorName}`) }).fill(survivor);
    await form.getByRole('button', { name: t.register.form.submit }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^GBV-\d{4}-\d{6}$/ });
    await expect(heading).toBeVisible();
    code = (await heading.textContent()) ?? '';
    await expect(page.getByRole('region', { name: t.register.form.sectionIdentity })).toContainText(survivor);
  });

  await walk.step('finds the case again by its code, never by the name', async () => {
    await page.getByRole('link', { name: t.register.detail.back }).click();
    await page.getByRole('textbox', { name: t.register.filters.q }).fill(code);
    await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(survivor)).toHaveCount(0);
  });
});
