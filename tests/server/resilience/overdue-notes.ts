import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/open-db';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { latePenaltyOf } from '../../../src/domain/penalty';
import { applyLatePenalties } from '../../../src/server/jobs/late-penalty';

export type OverdueProject = { projectKey: string; template: { key: string; amount: number } };

/**
 * A tax project of its own holding `count` overdue, unpaid, unpenalised notes: copies (made by the
 * database, in one statement each) of one overdue note of the demo project with its items, due 40
 * days ago. A project apart keeps the demo's own overdue notes out of the count, so a test knows
 * exactly which notes a run must penalise. Used by the penalty-batch tests and `npm run bench`.
 */
export async function seedOverdueProject(db: Db, name: string, count: number): Promise<OverdueProject> {
  const projectKey = `proj-${name}`;
  // An issued or approved note with one tax item, nothing paid, no instalment: the plainest case.
  const { rows } = (await db.execute(sql`
    select n.key, n.amount::bigint as amount from tax_notes n
    where n.project_key = ${TAX_PROJECT_KEY} and n.lifecycle in ('approved', 'issued') and not n.disputed and n.paid_amount = 0
      and n.currency = 'USD' and n.due_date is not null
      and (select count(*) from tax_note_items i where i.note_key = n.key) = 1
      and not exists (select 1 from tax_note_items i where i.note_key = n.key and i.kind = 'penalty')
      and not exists (select 1 from instalments s where s.note_key = n.key)
    order by n.key limit 1`)) as unknown as { rows: { key: string; amount: string | number }[] };
  const template = { key: rows[0].key, amount: Number(rows[0].amount) };
  await db.execute(sql`
    insert into projects select (jsonb_populate_record(null::projects, to_jsonb(p) || jsonb_build_object(
      'key', ${projectKey}::text, 'project_name', ${`Overdue ${name}`}::text))).*
    from projects p where p.key = ${TAX_PROJECT_KEY}`);
  await db.execute(sql`
    insert into tax_notes select (jsonb_populate_record(null::tax_notes, to_jsonb(n) || jsonb_build_object(
      'key', ${projectKey}::text || '-note-' || g, 'project_key', ${projectKey}::text,
      'reference', 'OVD-' || g, 'reference_sequence', 8000000 + g,
      'due_date', (current_date - 40)::text, 'version', 1))).*
    from tax_notes n, generate_series(1, ${count}::int) g where n.key = ${template.key}`);
  await db.execute(sql`
    insert into tax_note_items select (jsonb_populate_record(null::tax_note_items, to_jsonb(i) || jsonb_build_object(
      'key', i.key || '-' || ${projectKey}::text || '-' || g, 'note_key', ${projectKey}::text || '-note-' || g, 'note_project_key', ${projectKey}::text))).*
    from tax_note_items i, generate_series(1, ${count}::int) g where i.note_key = ${template.key}`);
  return { projectKey, template };
}

export type PenaltyTally = {
  notes: number;
  /** Notes with exactly one penalty item, one penaltyApplied event and the amount raised once. */
  penalisedOnce: number;
  /** Notes with more than one penalty event, or an amount raised more than once. */
  penalisedTwice: number;
  /** Notes holding a penalty item but no event, or the reverse: a half-done penalty. */
  halfDone: number;
};

/** How the project's notes stand after penalty runs, read from the items, the events and the amounts together. */
export async function tallyPenalties(db: Db, project: OverdueProject, penalty: number): Promise<PenaltyTally> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as notes,
      count(*) filter (where items = 1 and events = 1 and amount = ${project.template.amount + penalty})::int as "penalisedOnce",
      count(*) filter (where events > 1 or amount > ${project.template.amount + penalty})::int as "penalisedTwice",
      count(*) filter (where items <> events)::int as "halfDone"
    from (
      select n.amount,
        (select count(*) from tax_note_items i where i.note_key = n.key and i.kind = 'penalty') as items,
        (select count(*) from tax_note_events e where e.note_key = n.key and e.kind = 'penaltyApplied') as events
      from tax_notes n where n.project_key = ${project.projectKey}
    ) facts`)) as unknown as { rows: PenaltyTally[] };
  return rows[0];
}

type RunOptions = Parameters<typeof applyLatePenalties>[1];
/** One run of the hourly penalty job for the project, now. */
export const runPenalties = (db: Db, projectKey: string, options: RunOptions = {}) => applyLatePenalties({ db, projectKey, now: () => new Date() }, options);

/**
 * Runs the job again while it says it stopped at its time budget with work left, as the runner
 * does a minute later (a loaded machine may need more than one run); answers the runs' sums.
 */
export async function runPenaltiesToEnd(db: Db, projectKey: string) {
  const counts = { penalised: 0, failed: 0 };
  let error: string | undefined;
  for (;;) {
    const result = await runPenalties(db, projectKey);
    counts.penalised += result.counts.penalised;
    counts.failed += result.counts.failed;
    error ??= result.error;
    if (!result.more) return { counts, error };
  }
}

/** The penalty a note of the project's template owes once late. */
export const penaltyOf = (project: OverdueProject) => latePenaltyOf(project.template.amount);
