import { expect } from '@playwright/test';
import { Stage } from './stage';
import { walkTheDay } from './walk';

/** The approver's day: the queue of notes the appraisers raised, one checked and approved, one rejected with a reason, the rest approved at once. */
walkTheDay('approver', async (walk) => {
  const { page } = walk;
  const t = walk.t.taxNotes;
  const { lastName, notes } = await new Stage(page.request).citizenWithNotes(4);
  const [checked, rejected, ...rest] = notes;
  await walk.step('signs in', () => walk.signIn('approver'));

  const search = async (waitingFor: string) => {
    await page.goto('/approver');
    await expect(page.getByRole('heading', { level: 1, name: t.approver.title })).toBeVisible();
    await page.getByRole('textbox', { name: walk.t.ra.action.search }).fill(lastName);
    await expect(page.getByRole('button', { name: walk.text(t.actions.approveOf, { reference: waitingFor }) })).toBeVisible();
  };

  await walk.step('opens the first note of the queue, checks it and approves it', async () => {
    await search(checked.reference);
    await page.getByText(checked.reference, { exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: checked.reference })).toBeVisible();
    await page.getByRole('button', { name: t.actions.approve, exact: true }).click();
    await page
      .getByRole('dialog', { name: walk.text(t.actions.approveTitle, { reference: checked.reference }) })
      .getByRole('button', { name: t.actions.approve, exact: true })
      .click();
    await expect(page.getByText(walk.text(t.notifications.approve, { reference: checked.reference }))).toBeVisible();
  });

  await walk.step('rejects a note from the queue, with the reason', async () => {
    await search(rejected.reference);
    await page.getByRole('button', { name: walk.text(t.actions.rejectOf, { reference: rejected.reference }) }).click();
    const dialog = page.getByRole('dialog', { name: walk.text(t.actions.rejectTitle, { reference: rejected.reference }) });
    await dialog.getByRole('textbox', { name: t.actions.reason }).fill('Wrong market stall');
    await dialog.getByRole('button', { name: t.actions.reject, exact: true }).click();
    await expect(page.getByText(walk.text(t.notifications.reject, { reference: rejected.reference }))).toBeVisible();
  });

  await walk.step('approves the rest at once', async () => {
    await search(rest[0].reference);
    for (const note of rest) await page.getByRole('checkbox', { name: new RegExp(note.reference) }).check();
    await page.getByRole('button', { name: t.approver.bulkApprove }).click();
    await page
      .getByRole('dialog', { name: walk.text(t.approver.bulkTitle, { smart_count: rest.length }) })
      .getByRole('button', { name: t.actions.approve, exact: true })
      .click();
    const result = page.getByRole('dialog', { name: t.approver.resultTitle });
    await expect(result).toContainText(walk.text(t.approver.approvedCount, { smart_count: rest.length }));
    await result.getByRole('button', { name: t.approver.close }).click();
  });
});
