import { expect } from '@playwright/test';
import { walkTheDay } from './walk';

/** The call-centre agent's day: the queue of overdue notes, a call logged on the most urgent, the note closed for the next agent. */
walkTheDay('call centre', async (walk) => {
  const { page } = walk;
  const t = walk.t.callCenter;
  await walk.step('signs in', () => walk.signIn('callcenter'));

  const queue = page.getByLabel(t.queue.label);
  await walk.step('opens the queue, the most urgent first', async () => {
    await page.goto('/call-center');
    await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();
    await expect(queue.getByRole('button', { name: walk.pattern(t.queue.open) }).first()).toBeVisible();
  });

  const open = queue.getByRole('button', { name: walk.pattern(t.queue.open) }).first();
  const reference = ((await open.getAttribute('aria-label')) ?? (await open.textContent()) ?? '')
    .replace(walk.text(t.queue.open, { reference: '' }), '')
    .trim();
  const dialog = page.getByRole('dialog', { name: walk.text(t.note.title, { reference }) });
  await walk.step('opens the note and logs an unanswered call', async () => {
    await open.click();
    await expect(dialog.getByRole('button', { name: t.form.submit })).toBeEnabled();
    await dialog.getByRole('combobox', { name: t.form.callStatus }).click();
    await page.getByRole('option', { name: t.callStatuses.noAnswer }).click();
    await dialog.getByRole('textbox', { name: t.form.comment }).fill('Walk: no answer, call again tomorrow');
    await dialog.getByRole('button', { name: t.form.submit }).click();
    await expect(dialog.getByRole('list', { name: t.note.history }).getByRole('listitem').first()).toContainText(t.callStatuses.noAnswer);
  });

  await walk.step('closes the note, which goes back to the queue', async () => {
    await dialog.getByRole('button', { name: t.note.close }).click();
    await expect(dialog).toBeHidden();
    await expect(queue.getByRole('button', { name: walk.pattern(t.queue.open) }).first()).toBeVisible();
  });
});
