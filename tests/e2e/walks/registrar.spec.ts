import { expect } from '@playwright/test';
import { unique } from '../pages/admin-api';
import { daysAgo } from './stage';
import { walkTheDay } from './walk';

/** The hospital registrar's day: a baby was born; the registrar declares the birth and finds it in the register, waiting for approval. */
walkTheDay('registrar', async (walk) => {
  const { page } = walk;
  const t = walk.t.births;
  const mother = unique('Walk');
  await walk.step('signs in', () => walk.signIn('registrar'));

  await walk.step('declares the birth', async () => {
    await page.goto('/birth/declare');
    const child = page.getByRole('region', { name: t.form.sectionChild, exact: true });
    await walk.choose(t.form.hospitalKey, /Sendwe/);
    await child.getByRole('textbox', { name: new RegExp(`^${t.form.childFirstName}`) }).fill('Amani');
    await child.getByRole('textbox', { name: new RegExp(`^${t.form.childLastName}`) }).fill('Kasongo');
    await walk.choose(t.form.gender, t.genders.Female);
    await child.getByRole('textbox', { name: new RegExp(`^${t.form.dateOfBirth}`) }).fill(daysAgo(1).typed);
    await child.getByRole('textbox', { name: new RegExp(`^${t.form.heightCm.replace(/[()]/g, '\\$&')}`) }).fill('49,5');
    await child.getByRole('textbox', { name: new RegExp(`^${t.form.weightKg.replace(/[()]/g, '\\$&')}`) }).fill('3.15');
    const motherSection = page.getByRole('region', { name: t.form.sectionMother, exact: true });
    await motherSection.getByRole('textbox', { name: new RegExp(`^${t.form.motherFirstName}`) }).fill('Odette');
    await motherSection.getByRole('textbox', { name: new RegExp(`^${t.form.motherLastName}`) }).fill(mother);
    await motherSection.getByRole('textbox', { name: new RegExp(`^${t.form.motherAge.replace(/[()]/g, '\\$&')}`) }).fill('27');
    await page
      .getByRole('region', { name: t.form.sectionDelivery })
      .getByRole('textbox', { name: new RegExp(`^${t.form.zone}`) })
      .fill('Lubumbashi');
    await walk.choose(t.form.motherHealth, t.motherHealth.good);
    await walk.choose(t.form.caseType, t.caseTypes.normal);
    await walk.choose(t.form.deliveryType, t.deliveryTypes.vaginal);
    await page.getByRole('button', { name: t.declare.submit }).click();
    await expect(page.getByText(t.declare.sent).first()).toBeVisible();
  });

  await walk.step('finds it in the register', async () => {
    await page.goto('/birth');
    await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();
    await page.getByRole('textbox', { name: t.page.filters.q }).fill(mother);
    await expect(page.getByText(`Amani Kasongo`).first()).toBeVisible();
  });
});
