import { expect } from '@playwright/test';
import { Stage } from './stage';
import { walkTheDay } from './walk';

/** The receveur's day: issue the notes the approver approved, then summon the longest-unpaid overdue note and download its summons. */
walkTheDay('receveur', async (walk) => {
  const { page } = walk;
  const t = walk.t;
  const stage = new Stage(page.request);
  const { lastName, notes } = await stage.citizenWithNotes(1);
  const [note] = notes;
  await stage.as('approver', 'POST', `taxNote/notes/${encodeURIComponent(note._key)}/approve`, {});
  await walk.step('signs in', () => walk.signIn('receveur'));

  await walk.step('issues the approved note from the queue', async () => {
    await page.goto('/approver');
    // The receveur has one queue, the notes awaiting issue: no tabs.
    await page.getByRole('textbox', { name: t.ra.action.search }).fill(lastName);
    await page.getByRole('button', { name: walk.text(t.taxNotes.actions.issueOf, { reference: note.reference }) }).click();
    await page
      .getByRole('dialog', { name: walk.text(t.taxNotes.actions.issueTitle, { reference: note.reference }) })
      .getByRole('button', { name: t.taxNotes.actions.issue, exact: true })
      .click();
    await expect(page.getByText(walk.text(t.taxNotes.notifications.issue, { reference: note.reference }))).toBeVisible();
  });

  const r = t.recoverment;
  await walk.step('summons an overdue note nobody has chased yet', async () => {
    await page.goto('/recoverment');
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    await page
      .getByRole('tablist', { name: r.stages.label })
      .getByRole('tab', { name: new RegExp(`^${r.stages.none} \\(\\d+\\)$`) })
      .click();
    const select = walk.text(r.selectOne, { note: '' }).trim();
    await page
      // A note's own box names its reference; the page's box does not.
      .getByRole('checkbox', { name: new RegExp(`^${select} .*\\d{4}-\\d{7}`) })
      .first()
      .check();
    await page.getByRole('button', { name: r.actions.summons }).click();
    await page
      .getByRole('dialog', { name: walk.text(r.summonsConfirm.title, { smart_count: 1 }) })
      .getByRole('button', { name: r.actions.summons })
      .click();
    await expect(page.getByText(walk.pattern(r.task.completed))).toBeVisible({ timeout: 30_000 });
  });

  await walk.step('downloads the summons', async () => {
    await page.getByRole('tab', { name: r.tabs.summonses }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: walk.pattern(r.actions.download) })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
