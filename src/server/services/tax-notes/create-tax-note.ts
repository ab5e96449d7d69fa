import { MAX_MINOR_UNITS, convertMinor, otherCurrency } from '../../../domain/money';
import { isValidPhone, nationalNumber } from '../../../domain/phone';
import { dueDateFrom, periodStartOf, type Period, type TaxType } from '../../../domain/tax-computation';
import { protocolOf, stateAfterCreation } from '../../../domain/tax-note-protocol';
import { formatReference } from '../../../domain/tax-reference';
import { badRequest } from '../../app-error';
import type { Db } from '../../db/open-db';
import { taxNoteEvents, taxNoteItems, taxNotes } from '../../db/schema';
import { refuseDuplicateTaxation, refuseFamilyTwice, type DraftTaxation } from './duplicate-taxation';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { getTaxNote } from './get-tax-note';
import { nextSequence } from './next-reference';
import { priceItems, type DraftItem, type PricedItem } from './price-items';
import { projectOf, stepsOf, usdToCdfRateOn } from './project-settings';
import { recordReader } from './record-reader';
import { enqueueNoteNotice } from '../notifications/note-notice';
import { resolveObject } from './resolve-object';
import { resolveTaxpayer, type TaxpayerKind } from './resolve-taxpayer';
import { leaseOutsidePeriod, withinRange } from './tax-note-errors';
import { leaseMonthsInPeriod, periodDays } from '../../../domain/lease-period';
import { dayInZone, yearInZone } from '../../../domain/dated-money';

/** The creation body as schemas/tax-note.schema.json#/$defs/draft validates it. */
export type TaxNoteDraft = {
  taxType: TaxType;
  taxpayerKind: TaxpayerKind;
  taxpayerKey: string;
  objectKey?: string;
  objectPart?: string;
  declarantName: string;
  responsibleName: string;
  phoneCountryCode: string;
  phoneNumber: string;
  period: Period;
  periodStart: string;
  items: DraftItem[];
};

export type CreateTaxNoteOptions = {
  db: Db;
  projectKey: string;
  principal: Principal;
  draft: TaxNoteDraft;
  now: Date;
  latitude?: number | null;
  longitude?: number | null;
};

const REFERENCE_SERIES = 'taxNote';

const sum = (items: PricedItem[], pick: (item: PricedItem) => number) => items.reduce((total, item) => total + pick(item), 0);

/**
 * The appraiser's use case: check the taxpayer and the object, price every item again from the
 * nomenclature and the steps, freeze today's USD→CDF rate, then in one transaction take the next
 * reference number, refuse a duplicate and write the note, its items and its first event.
 */
export async function createTaxNote(options: CreateTaxNoteOptions) {
  const key = await writeTaxNote(options, (work) => options.db.transaction((transaction) => work(transaction as unknown as Db)));
  return getTaxNote(options.db, options.projectKey, key, options.principal, options.now);
}

/**
 * The same use case inside a transaction the caller already holds (a fee is created, approved
 * and paid in one): every read and write goes through `tx`. Answers the new note's key.
 */
export function createTaxNoteInTransaction(tx: Db, options: Omit<CreateTaxNoteOptions, 'db'>): Promise<string> {
  return writeTaxNote({ ...options, db: tx }, (work) => work(tx));
}

async function writeTaxNote(options: CreateTaxNoteOptions, inTransaction: (work: (tx: Db) => Promise<void>) => Promise<void>): Promise<string> {
  const { db, projectKey, principal, draft, now } = options;
  const today = dayInZone(now);
  if (!isValidPhone(draft.phoneCountryCode, draft.phoneNumber)) {
    throw badRequest('INVALID_MOBILE', 'invalidMobile', {}, [{ field: 'phoneNumber', message: 'phone' }]);
  }
  const reader = recordReader(db, projectKey, principal);
  const project = await projectOf(db, projectKey);
  const taxpayer = await resolveTaxpayer(reader, principal, draft.taxpayerKind, draft.taxpayerKey);
  const object = await resolveObject(reader, draft.taxType, taxpayer, draft.objectKey, draft.objectPart);
  const periodStart = withinRange('periodStart', () => periodStartOf(draft.period, draft.periodStart));
  // A lease is taxed only for the months of the period it runs in, and not at all outside it.
  const leaseMonths = object.lease ? leaseMonthsInPeriod(object.lease, draft.period, periodStart) : undefined;
  if (leaseMonths === 0) throw leaseOutsidePeriod(object.lease!, periodDays(draft.period, periodStart));
  const steps = await stepsOf(reader, draft.taxType);
  const rate = await usdToCdfRateOn(reader, today);
  const items = await priceItems(reader, {
    items: draft.items,
    taxType: draft.taxType,
    taxpayerKind: taxpayer.kind,
    period: draft.period,
    day: today,
    steps,
    facts: (currency) => withinRange('objectKey', () => ({ ...object.facts(currency, rate), ...(leaseMonths !== undefined ? { months: leaseMonths } : {}) })),
    profile: object.profile,
  });
  const currency = items[0].currency;
  const amount = sum(items, (item) => item.declaredAmount);
  const computedAmount = sum(items, (item) => item.computedAmount);
  const counterCurrency = otherCurrency(currency);
  const counterAmount = withinRange('items', () => {
    if (Math.max(amount, computedAmount) > MAX_MINOR_UNITS) throw new RangeError('The total is beyond the largest amount');
    return convertMinor(amount, currency, counterCurrency, rate);
  });
  const state = stateAfterCreation(protocolOf(steps));
  // Without an approver step the note is approved (or issued) at once: its due date runs from today.
  const decidedNow = state.lifecycle !== 'waitingForApproval';
  const taxation: DraftTaxation = {
    taxType: draft.taxType,
    taxpayerKey: taxpayer.key,
    objectKey: object.key ?? null,
    period: draft.period,
    periodStart,
    lines: items.map((item) => ({ account: item.account, reason: item.reason })),
  };
  refuseFamilyTwice(taxation);
  const year = yearInZone(now);
  const key = newKey();

  await inTransaction(async (tx) => {
    // The object's turn first (an advisory lock to the commit): of two appraisers taxing it at
    // once, the second sees the first's note. The reference counter is taken after the check,
    // so a refused draft never holds the project's numbering.
    await refuseDuplicateTaxation(tx, projectKey, taxation);
    const sequence = await nextSequence(tx, projectKey, REFERENCE_SERIES, year);
    const [inserted] = await tx
      .insert(taxNotes)
      .values({
        key,
        projectKey,
        reference: formatReference(project.referencePrefix, year, sequence),
        referenceYear: year,
        referenceSequence: sequence,
        taxType: draft.taxType,
        taxpayerKind: taxpayer.kind,
        taxpayerKey: taxpayer.key,
        taxpayerName: taxpayer.name,
        objectKey: object.key ?? null,
        objectLabel: object.label ?? null,
        objectPart: object.part ?? null,
        zone: object.zone ?? taxpayer.zone ?? null,
        declarantName: draft.declarantName.trim(),
        responsibleName: draft.responsibleName.trim(),
        phoneCountryCode: draft.phoneCountryCode,
        phoneNumber: nationalNumber(draft.phoneCountryCode, draft.phoneNumber),
        period: draft.period,
        periodStart,
        currency,
        amount,
        computedAmount,
        declaredAmount: amount,
        counterCurrency,
        counterAmount,
        conversionRate: rate,
        lifecycle: state.lifecycle,
        awaitingActor: state.awaitingActor,
        dueDate: decidedNow ? dueDateFrom(today, project.dueDateDays) : null,
        createdAt: now,
        createdBy: principal.userKey,
        approvedAt: decidedNow ? now : null,
        issuedAt: state.lifecycle === 'issued' ? now : null,
      })
      .returning();
    // A project without approval steps issues at once: the taxpayer's SMS is queued here, not at a transition.
    if (inserted.lifecycle === 'issued') await enqueueNoteNotice(tx, inserted);
    await tx.insert(taxNoteItems).values(
      items.map((item, position) => ({
        key: newKey(),
        noteKey: key,
        position,
        nomenclatureItemKey: item.nomenclatureItemKey,
        account: item.account,
        reason: item.reason,
        currency: item.currency,
        factorAmount: item.factorAmount,
        steps: item.steps,
        computedAmount: item.computedAmount,
        declaredAmount: item.declaredAmount,
        amountReason: item.amountReason,
      })),
    );
    await tx.insert(taxNoteEvents).values({
      noteKey: key,
      projectKey,
      kind: 'created',
      userKey: principal.userKey,
      userName: principal.userName,
      data: { amount, currency, lifecycle: state.lifecycle },
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      createdAt: now,
    });
  });
  return key;
}
