import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { records, referenceCounters, taxNoteEvents, taxNoteItems, taxNotes } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { TAX_NOTE_SERIES } from '../../src/server/db/seed/demo-tax-notes-seed';
import { computeItem, type Period, type TaxType } from '../../src/domain/tax-computation';
import { familyTwice, findTaxationClash, type TaxationOfObject } from '../../src/domain/tax-family';
import { lineFitsObject, objectProfile, type LineCriteria } from '../../src/domain/tax-line-fit';
import { convertMinor, type Currency } from '../../src/domain/money';
import { formatReference, isValidReference } from '../../src/domain/tax-reference';

type Note = typeof taxNotes.$inferSelect;
type Item = typeof taxNoteItems.$inferSelect;
type Event = typeof taxNoteEvents.$inferSelect;

let t: TestApp;
let admin: SessionUser;
let notes: Note[];
const itemsOf = new Map<string, Item[]>();
const eventsOf = new Map<string, Event[]>();
const group = <T extends { noteKey: string }>(rows: T[], into: Map<string, T[]>) =>
  rows.forEach((row) => into.set(row.noteKey, [...(into.get(row.noteKey) ?? []), row]));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const db = t.database.db;
  notes = await db.select().from(taxNotes).where(eq(taxNotes.projectKey, TAX_PROJECT_KEY)).orderBy(asc(taxNotes.createdAt), asc(taxNotes.referenceSequence));
  group(await db.select().from(taxNoteItems).orderBy(asc(taxNoteItems.position)), itemsOf);
  group(await db.select().from(taxNoteEvents).orderBy(asc(taxNoteEvents.id)), eventsOf);
});
afterAll(async () => {
  await t.close();
});

const kinds = (note: Note) => (eventsOf.get(note.key) ?? []).map((e) => e.kind);
const lastOf = (note: Note, wanted: string[]) =>
  kinds(note)
    .filter((kind) => wanted.includes(kind))
    .at(-1);

describe('the demo tax notes', () => {
  it('are a few thousand over the last eighteen months, in every lifecycle, some disputed or amended', () => {
    expect(notes.length).toBeGreaterThanOrEqual(2500);
    const now = Date.now();
    expect(now - notes[0].createdAt.getTime()).toBeLessThan(549 * 86_400_000);
    expect(now - notes[0].createdAt.getTime()).toBeGreaterThan(500 * 86_400_000);
    expect(notes.at(-1)!.createdAt.getTime()).toBeLessThanOrEqual(now);
    expect(new Set(notes.map((n) => n.lifecycle))).toEqual(new Set(['waitingForApproval', 'approved', 'issued', 'rejected']));
    expect(new Set(notes.map((n) => n.taxType))).toEqual(new Set(['property', 'vehicle', 'rental', 'fee']));
    expect(new Set(notes.map((n) => n.currency))).toEqual(new Set(['USD', 'CDF']));
    expect(notes.filter((n) => n.disputed).length).toBeGreaterThan(10);
    expect(notes.filter((n) => n.pendingAmendment).length).toBeGreaterThan(0);
    expect(notes.filter((n) => kinds(n).includes('amendmentApproved')).length).toBeGreaterThan(10);
    expect(notes.filter((n) => kinds(n).includes('autoApproved')).length).toBeGreaterThan(10);
    // Only a note that was approved can have been paid.
    expect(notes.filter((n) => n.lifecycle === 'waitingForApproval' || n.lifecycle === 'rejected').every((n) => n.paidAmount === 0)).toBe(true);
    expect(notes.some((n) => n.paidAmount > 0)).toBe(true);
  });

  it('belong to the zones of the demo addresses, so reports by zone have something to show', () => {
    const zones = new Set(notes.map((n) => n.zone).filter(Boolean));
    expect(zones.size).toBeGreaterThan(3);
    expect(notes.filter((n) => n.zone).length).toBeGreaterThan(notes.length / 2);
  });

  it('hold amounts equal to the recomputation of their items with the domain functions', () => {
    const wrong = notes.flatMap((note) => {
      const items = itemsOf.get(note.key) ?? [];
      const problems: string[] = [];
      for (const item of items) {
        const computed = computeItem({ factor: { amount: item.factorAmount, currency: item.currency as Currency }, steps: item.steps }).amount;
        if (computed !== item.computedAmount) problems.push(`${note.reference} item ${item.position}: ${item.computedAmount} ≠ ${computed}`);
        if (item.currency !== note.currency) problems.push(`${note.reference}: item in ${item.currency}`);
        if ((item.declaredAmount !== item.computedAmount) !== (item.amountReason !== ''))
          problems.push(`${note.reference}: declared amount and reason disagree`);
      }
      const sum = (pick: (item: Item) => number) => items.reduce((total, item) => total + pick(item), 0);
      if (!items.length || note.computedAmount !== sum((i) => i.computedAmount) || note.declaredAmount !== sum((i) => i.declaredAmount))
        problems.push(`${note.reference}: totals`);
      const amended = (eventsOf.get(note.key) ?? []).filter((e) => e.kind === 'amendmentApproved').at(-1);
      if (note.amount !== (amended ? (amended.data.amount as number) : note.declaredAmount)) problems.push(`${note.reference}: amount`);
      const counter = convertMinor(note.amount, note.currency as Currency, note.counterCurrency as Currency, note.conversionRate);
      if (note.counterCurrency === note.currency || note.counterAmount !== counter) problems.push(`${note.reference}: counter amount`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it("hold a value only in the steps that take one: a fee's quantity is not copied into its appraisal and approval steps (tax-staff walk D14: 'Approval (not part of the computation) 3')", () => {
    const wrong = [...itemsOf.values()]
      .flat()
      .flatMap((item) => item.steps)
      .filter((step) => ['appraisal', 'approval', 'recovery'].includes(step.stepKey) && step.value !== '');
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('carry valid references, gapless per year in the order written, with the counter at the last one', async () => {
    expect(notes.filter((n) => !isValidReference(n.reference) || n.reference !== formatReference('HKR', n.referenceYear, n.referenceSequence))).toEqual([]);
    const counters = await t.database.db.select().from(referenceCounters).where(eq(referenceCounters.series, TAX_NOTE_SERIES));
    const years = [...new Set(notes.map((n) => n.referenceYear))];
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const year of years) {
      const ofYear = notes.filter((n) => n.referenceYear === year);
      expect(ofYear.every((n) => n.createdAt.getUTCFullYear() === year)).toBe(true);
      expect(ofYear.map((n) => n.referenceSequence)).toEqual(ofYear.map((_, i) => i + 1));
      expect(counters.find((c) => c.year === year && c.projectKey === TAX_PROJECT_KEY)?.lastValue).toBe(ofYear.length);
    }
  });

  it('have histories that start with "created" by their creator and agree with their state', () => {
    const wrong = notes.filter((note) => {
      const events = eventsOf.get(note.key) ?? [];
      const [first] = events;
      const decision = lastOf(note, ['approved', 'autoApproved', 'rejected']);
      const times = events.map((e) => e.createdAt.getTime());
      return (
        first?.kind !== 'created' ||
        first.userKey !== note.createdBy ||
        first.createdAt.getTime() !== note.createdAt.getTime() ||
        times.some((time, i) => i > 0 && time < times[i - 1]) ||
        note.version !== events.length ||
        (note.lifecycle === 'waitingForApproval') !== (decision === undefined) ||
        (note.lifecycle === 'rejected') !== (decision === 'rejected') ||
        (note.lifecycle === 'issued') !== kinds(note).includes('issued') ||
        (note.lifecycle === 'approved' && note.awaitingActor !== 'receveur') ||
        (note.dueDate === null) !== (note.approvedAt === null) ||
        note.disputed !== (lastOf(note, ['disputed', 'disputeRejected', 'amendmentApproved']) === 'disputed') ||
        Boolean(note.pendingAmendment) !== (lastOf(note, ['amendmentRequested', 'amendmentApproved', 'amendmentRejected']) === 'amendmentRequested')
      );
    });
    expect(wrong.map((n) => `${n.reference} ${n.lifecycle}: ${kinds(n).join(',')}`)).toEqual([]);
  });

  it('let the system approve only vehicle notes, 48 hours after they were written, and leave none waiting longer', () => {
    const auto = notes.flatMap((note) => (eventsOf.get(note.key) ?? []).filter((e) => e.kind === 'autoApproved').map((e) => ({ note, e })));
    expect(
      auto.filter(({ note, e }) => note.taxType !== 'vehicle' || e.userKey !== null || e.createdAt.getTime() - note.createdAt.getTime() < 48 * 3_600_000),
    ).toEqual([]);
    const overdue = notes.filter((n) => n.taxType === 'vehicle' && n.lifecycle === 'waitingForApproval' && Date.now() - n.createdAt.getTime() > 49 * 3_600_000);
    expect(overdue.map((n) => n.reference)).toEqual([]);
  });

  it('tax taxpayers and objects of the project, each object once per tax family and period, with lines that fit it', async () => {
    const stored = await t.database.db.select({ key: records.key, data: records.data }).from(records).where(eq(records.projectKey, TAX_PROJECT_KEY));
    const dataOf = new Map(stored.map((r) => [r.key, r.data]));
    expect(notes.filter((n) => !dataOf.has(n.taxpayerKey) || (n.objectKey !== null && !dataOf.has(n.objectKey))).map((n) => n.reference)).toEqual([]);
    // The creation's duplicate rule (src/domain/tax-family.ts), applied to every live note against those written before it.
    const live = notes.filter((n) => n.lifecycle !== 'rejected');
    const earlier = new Map<string, (TaxationOfObject & { reference: string })[]>();
    const clashes: string[] = [];
    for (const n of live) {
      const lines = (itemsOf.get(n.key) ?? []).filter((i) => i.kind === 'tax').map((i) => ({ account: i.account, reason: i.reason }));
      const taxation = { ...n, period: n.period as Period, lines };
      const group = n.objectKey ?? `taxpayer:${n.taxpayerKey}`;
      const clash = findTaxationClash(earlier.get(group) ?? [], taxation);
      if (
        clash ||
        familyTwice(
          n.taxType,
          n.objectKey,
          lines.map((l) => l.account),
        )
      )
        clashes.push(`${n.reference} after ${clash?.note.reference}`);
      earlier.set(group, [...(earlier.get(group) ?? []), taxation]);
    }
    expect(clashes).toEqual([]);
    const misfits = live.flatMap((n) =>
      (itemsOf.get(n.key) ?? [])
        .filter((i) => i.kind === 'tax')
        .filter((i) => {
          const line = dataOf.get(i.nomenclatureItemKey) as unknown as LineCriteria;
          const profile = objectProfile(n.taxType as TaxType, n.objectKey ? dataOf.get(n.objectKey) : undefined);
          return !lineFitsObject(line, profile, n.taxpayerKind as 'citizen' | 'organization');
        })
        .map((i) => `${n.reference} ${i.account}`),
    );
    expect(misfits).toEqual([]);
  });

  it('are what the API lists and shows', async () => {
    const headers = t.headersFor(admin);
    for (const lifecycle of ['waitingForApproval', 'rejected']) {
      const filter = encodeURIComponent(JSON.stringify({ lifecycle }));
      const response = await t.request({ method: 'GET', url: `/api/taxNote/notes?filter=${filter}&range=[0,24]&sort=["createdAt","DESC"]`, headers });
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['content-range']?.toString().split('/')[1])).toBe(notes.filter((n) => n.lifecycle === lifecycle).length);
    }
    const disputed = notes.find((n) => n.disputed)!;
    const shown = (await t.request({ method: 'GET', url: `/api/taxNote/notes/${disputed.key}`, headers })).json().data;
    expect(shown).toMatchObject({ reference: disputed.reference, disputed: true, amount: { amount: disputed.amount, currency: disputed.currency } });
    expect(shown.events[0]).toMatchObject({ kind: 'created' });
    expect(shown.events.map((e: { kind: string }) => e.kind)).toContain('disputed');
  });
});
