import { expect } from '@playwright/test';
import { successNotice } from '../../../src/domain/success-notice';
import { unique } from '../pages/admin-api';
import { birthDeclared, Stage } from './stage';
import { walkTheDay } from './walk';

/** The health supervisor's day: the births the hospitals declared wait in the queue; the supervisor approves one. */
walkTheDay('supervisor', async (walk) => {
  const { page } = walk;
  const t = walk.t.births;
  const mother = unique('Walk');
  await birthDeclared(new Stage(page.request), mother);
  await walk.step('signs in', () => walk.signIn('supervisor'));

  await walk.step('approves a birth from the queue', async () => {
    await page.goto('/birth/queue');
    await page.getByRole('searchbox', { name: t.page.filters.q }).fill(mother);
    const declaration = page.getByRole('article', { name: 'Merveille Kasongo' });
    await expect(declaration).toHaveCount(1);
    await declaration.getByRole('button', { name: t.queue.approve }).click();
    // Approving cannot be undone: the queue asks first.
    const confirm = page.getByRole('dialog', { name: walk.text(t.detail.approveTitle, { name: 'Merveille Kasongo' }) });
    await confirm.getByRole('button', { name: t.queue.approve }).click();
    await expect(page.getByText(successNotice(walk.text(t.queue.approved, { name: 'Merveille Kasongo' })))).toBeVisible();
    await expect(declaration).toHaveCount(0);
  });

  await walk.step('finds it approved in the register', async () => {
    await page.goto('/birth');
    await page.getByRole('textbox', { name: t.page.filters.q }).fill(mother);
    await expect(page.getByText(t.page.approvedWaiting).first()).toBeVisible();
  });
});
