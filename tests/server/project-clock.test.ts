import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import type { Principal } from '../../src/server/services/auth/principal';
import { getTaxNote } from '../../src/server/services/tax-notes/get-tax-note';
import { myWork } from '../../src/server/services/tax-notes/my-work';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every "today" of the server is the project's day (Africa/Lubumbashi, UTC+2), the day its staff
 * and citizens live in. Between 22:00 and 24:00 UTC the UTC day is still yesterday there: work
 * done at 00:30 in Lubumbashi belongs to the new day, and a note due yesterday is overdue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** 01:00 on 11 June 2026 in Lubumbashi; still 10 June in UTC. */
const NOW = new Date('2026-06-10T23:00:00Z');
const someone = (userKey: string) => ({ userKey, roleList: [] }) as unknown as Principal;

async function twoDemoNotes() {
  const rows = await t.database.db
    .select({ key: taxNotes.key })
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, TAX_PROJECT_KEY), eq(taxNotes.lifecycle, 'approved')))
    .limit(2);
  expect(rows).toHaveLength(2);
  return rows.map((row) => row.key);
}

describe("the project's clock", () => {
  it("counts a note made at 00:30 in Lubumbashi in that day's work, one made at 23:30 in the day before", async () => {
    const [afterMidnight, beforeMidnight] = await twoDemoNotes();
    const db = t.database.db;
    const userKey = 'project-clock-appraiser';
    await db
      .update(taxNotes)
      .set({ createdBy: userKey, createdAt: new Date('2026-06-10T22:30:00Z') })
      .where(eq(taxNotes.key, afterMidnight!));
    await db
      .update(taxNotes)
      .set({ createdBy: userKey, createdAt: new Date('2026-06-10T21:30:00Z') })
      .where(eq(taxNotes.key, beforeMidnight!));

    const work = await myWork(db, TAX_PROJECT_KEY, someone(userKey), NOW);
    expect(work.createdToday).toBe(1);
    expect(work.daily.at(-1)).toMatchObject({ day: '2026-06-11', count: 1 });
    expect(work.daily.at(-2)).toMatchObject({ day: '2026-06-10', count: 1 });
    await db
      .update(taxNotes)
      .set({ createdBy: 'demo-moved' })
      .where(inArray(taxNotes.key, [afterMidnight!, beforeMidnight!]));
  });

  it('shows a note due yesterday in Lubumbashi as overdue, although the UTC day is still its due day', async () => {
    const [noteKey] = await twoDemoNotes();
    await t.database.db.update(taxNotes).set({ dueDate: '2026-06-10' }).where(eq(taxNotes.key, noteKey!));
    const principal = someone('project-clock-reader');
    const lateEvening = await getTaxNote(t.database.db, TAX_PROJECT_KEY, noteKey!, principal, new Date('2026-06-10T21:59:00Z'));
    expect(lateEvening?.expired).toBe(false);
    const afterMidnight = await getTaxNote(t.database.db, TAX_PROJECT_KEY, noteKey!, principal, NOW);
    expect(afterMidnight?.expired).toBe(true);
  });
});
