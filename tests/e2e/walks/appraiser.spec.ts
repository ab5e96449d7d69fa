import { expect } from '@playwright/test';
import { mobile, unique } from '../pages/admin-api';
import { walkTheDay } from './walk';

/**
 * The appraiser's day: a new taxpayer walks in with a car; the appraiser records the citizen and
 * the vehicle, taxes it, and finds the new note among their work.
 */
walkTheDay('appraiser', async (walk) => {
  const { page } = walk;
  const t = walk.t;
  const citizen = t.resources.citizens.fields;
  const lastName = unique('Walk');
  await walk.step('signs in', () => walk.signIn('taxateur'));

  await walk.step('records the citizen', async () => {
    await page.goto('/citizen/create');
    await page.getByRole('textbox', { name: citizen.firstName, exact: true }).fill('Odette');
    await page.getByRole('textbox', { name: citizen.lastName, exact: true }).fill(lastName);
    await page.getByRole('combobox', { name: citizen.gender }).click();
    await page.getByRole('option', { name: t.values.gender.Female }).click();
    await page.getByRole('textbox', { name: citizen.contactPhone1, exact: true }).fill(mobile());
    await page.getByRole('button', { name: t.ra.action.save }).click();
    await expect(page).toHaveURL(/\/citizen\/[^/]+\/show/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(lastName) })).toBeVisible();
  });

  const plate = `${String(Date.now()).slice(-4)} kt ${String(Math.floor(Math.random() * 90) + 10)}`;
  await walk.step('records the car, its plate typed as it reads', async () => {
    const vehicle = t.resources.vehicles.fields;
    await page.goto('/vehicle/create');
    await page.getByRole('combobox', { name: vehicle.ownerKey, exact: true }).fill(lastName);
    await page
      .getByRole('option', { name: new RegExp(lastName) })
      .first()
      .click();
    await page.getByRole('combobox', { name: vehicle.category }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: vehicle.plateNumber }).fill(plate);
    await page.getByRole('textbox', { name: vehicle.make }).fill('Toyota');
    await page.getByRole('button', { name: t.ra.action.save }).click();
    await expect(page).toHaveURL(/\/vehicle\/[^/]+\/show/);
    await expect(page.getByRole('main')).toContainText(plate.replace(/\s/g, '').toUpperCase());
  });

  let reference = '';
  await walk.step('taxes the car', async () => {
    const form = t.taxation;
    await page.goto('/taxation');
    await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
    await page.getByRole('combobox', { name: form.taxpayer.citizen }).fill(lastName);
    await page
      .getByRole('option', { name: new RegExp(lastName) })
      .first()
      .click();
    await page.getByRole('combobox', { name: form.fields.taxType }).click();
    await page.getByRole('option', { name: form.object.label.vehicle, exact: true }).click();
    await page.getByRole('combobox', { name: new RegExp(`^${form.object.label.vehicle}`) }).click();
    await page.getByRole('option', { name: new RegExp(plate.replace(/\s/g, ''), 'i') }).click();
    await page.getByRole('combobox', { name: form.fields.item }).click();
    await page.getByRole('option').first().click();
    await expect(page.getByTestId('computation')).toBeVisible();
    await page.getByRole('textbox', { name: form.fields.declarantName }).fill('Odette Walk');
    await page.getByRole('textbox', { name: form.fields.responsibleName }).fill('Odette Walk');
    await page.getByRole('textbox', { name: form.fields.phoneNumber, exact: false }).last().fill(mobile());
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(/\/tax-note\/[^/]+\/show/);
    const notice = page.getByText(walk.pattern(form.notifications.created));
    await expect(notice).toBeVisible();
    reference = ((await notice.textContent()) ?? '').split(' ').find((word) => /\d{4}-/.test(word)) ?? '';
    expect(reference).not.toBe('');
  });

  await walk.step('finds the note among the day’s work', async () => {
    await page.goto('/my-work');
    await expect(page.getByTestId('my-work-created')).toBeVisible();
  });
});
