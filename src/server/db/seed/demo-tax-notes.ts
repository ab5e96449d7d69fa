import { DAY_MS } from '../../../domain/calendar-rules';
import { convertMinor, otherCurrency, type Currency, type Money } from '../../../domain/money';
import {
  autoStepValue,
  computeItem,
  dueDateFrom,
  periodStartOf,
  propertyFacts,
  rentalFacts,
  stepsForTaxType,
  vehicleFacts,
  type ItemStep,
  type ObjectFacts,
  type TaxType,
} from '../../../domain/tax-computation';
import { formatReference } from '../../../domain/tax-reference';
import { protocolOf, type Protocol } from '../../../domain/tax-note-protocol';
import { seededRandom, type DemoRecord } from './demo-records';
import { DEMO_USERS } from './demo-staff';
import { demoObligations, type Obligation } from './demo-tax-obligations';
import { lifecycleOf, type Actor, type NoteEvent } from './demo-tax-lifecycle';
import type { PricedItem } from '../../services/tax-notes/price-items';

/**
 * A year and a half of tax notes for the demo project, computed with the domain's own functions
 * from the demo records (steps, nomenclature, rates), so the seeded amounts are those the server
 * would compute. Deterministic for a given `now`: the same PRNG seed every start.
 */
export type DemoNote = {
  key: string;
  reference: string;
  referenceYear: number;
  referenceSequence: number;
  taxType: TaxType;
  taxpayerKind: 'citizen' | 'organization';
  taxpayerKey: string;
  taxpayerName: string;
  objectKey: string | null;
  objectLabel: string | null;
  declarantName: string;
  responsibleName: string;
  phoneCountryCode: string;
  phoneNumber: string;
  period: string;
  periodStart: string;
  currency: Currency;
  amount: number;
  computedAmount: number;
  declaredAmount: number;
  counterCurrency: Currency;
  counterAmount: number;
  conversionRate: string;
  lifecycle: string;
  awaitingActor: string | null;
  disputed: boolean;
  pendingAmendment: { amount: number; reason: string; requestedBy: string; requestedAt: string } | null;
  dueDate: string | null;
  createdAt: string;
  createdBy: string;
  approvedAt: string | null;
  approvedBy: string | null;
  issuedAt: string | null;
  issuedBy: string | null;
  version: number;
};
/** A priced item as the server writes it (price-items.ts), placed on its note. */
export type DemoNoteItem = PricedItem & { key: string; noteKey: string; position: number };
export type DemoNoteEvent = NoteEvent & { noteKey: string };
export type DemoTaxNotes = { notes: DemoNote[]; items: DemoNoteItem[]; events: DemoNoteEvent[]; counters: { year: number; lastValue: number }[] };

type Data = Record<string, unknown>;
type StepData = {
  stepKey: string;
  labelName: string;
  sequence: number;
  taxType?: TaxType;
  stepMode: 'auto' | 'user';
  includeInCalculation?: boolean;
  defaultValue?: string;
  autoApproveAfterHours?: number;
} & Data;
/** ISO days and instants sort as plain text (localeCompare is both slower and locale-dependent). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const TAX_TYPES: TaxType[] = ['property', 'vehicle', 'rental', 'fee'];
// Events carry the sign-in name of who acted, as the server writes them.
const userByKey = new Map(DEMO_USERS.map((u) => [u.key, { key: u.key, name: u.userName }]));
const user = (key: string): Actor => userByKey.get(key)!;

/** Each tax type's steps in sequence and the protocol they make (who approves, whether the system may, whether a receveur issues). */
function typesOf(steps: StepData[]) {
  return Object.fromEntries(
    TAX_TYPES.map((taxType) => {
      const own = stepsForTaxType(steps, taxType);
      return [taxType, { protocol: protocolOf(own), steps: own }];
    }),
  ) as Record<TaxType, { protocol: Protocol; steps: StepData[] }>;
}

export function demoTaxNotes(options: { records: DemoRecord[]; now: Date; prefix: string; dueDateDays: number; target?: number }): DemoTaxNotes {
  const { records, now, prefix, dueDateDays, target = 3000 } = options;
  const random = seededRandom(20261123);
  const today = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 548 * DAY_MS).toISOString().slice(0, 10);
  const of = (resource: string) => records.filter((r) => r.resource === resource);
  const types = typesOf(of('stepConfigurations').map((r) => r.data as StepData));
  const nomenclature = of('nomenclatureItems');
  const byKey = new Map(nomenclature.map((r) => [r.key, r]));
  const rates = of('currencyConversions')
    .map((r) => r.data as { validFrom: string; conversionRate: string })
    .sort((a, b) => byText(a.validFrom, b.validFrom));
  const rateOn = (day: string) => (rates.filter((r) => r.validFrom <= day).at(-1) ?? rates[0]).conversionRate;
  /** The barème of an item's account in force on the day, if any. */
  const itemOn = (key: string, day: string) => {
    const account = byKey.get(key)?.data.account;
    return nomenclature.find((r) => r.data.account === account && String(r.data.validFrom) <= day && (!r.data.validTo || String(r.data.validTo) >= day));
  };

  const drafts: {
    note: Omit<DemoNote, 'key' | 'reference' | 'referenceYear' | 'referenceSequence'>;
    items: Omit<DemoNoteItem, 'key' | 'noteKey'>[];
    events: NoteEvent[];
  }[] = [];
  const write = (o: Obligation, createdAt: number, mayReject: boolean) => {
    const rate = rateOn(o.day);
    const { protocol, steps: typeSteps } = types[o.taxType];
    const items: Omit<DemoNoteItem, 'key' | 'noteKey'>[] = [];
    for (const wanted of o.items) {
      const item = itemOn(wanted.key, o.day);
      if (!item) continue;
      const factor = (o.taxpayerKind === 'citizen' ? item.data.taxFactorCitizen : item.data.taxFactorOrganization) as Money;
      if (items.length && items[0].currency !== factor.currency) continue; // one currency per note
      const d = (o.object?.data ?? {}) as Data;
      const facts: ObjectFacts =
        o.taxType === 'vehicle'
          ? vehicleFacts(d)
          : o.taxType === 'property'
            ? propertyFacts(d)
            : o.taxType === 'rental'
              ? rentalFacts(d, factor.currency, rate)
              : {};
      // Every step of the type is frozen on the item, as the server does; only value steps have a value.
      const steps: ItemStep[] = typeSteps.map((s) => ({
        stepKey: s.stepKey,
        labelName: s.labelName,
        // A typed step counts (a fee's quantity); the appraisal and approval steps take no value (tax-staff walk D14).
        value:
          (s.stepMode === 'auto' ? autoStepValue(s.stepKey, facts, o.period) : s.includeInCalculation ? (wanted.quantity ?? s.defaultValue) : undefined) ?? '',
        stepMode: s.stepMode,
        includeInCalculation: Boolean(s.includeInCalculation),
      }));
      const computed = computeItem({ factor, steps }).amount;
      // A few appraisers round down on the spot, and must then say why.
      const rounded = random.chance(0.02) ? Math.floor(computed / 10000) * 10000 : computed;
      const declared = rounded > 0 ? rounded : computed;
      items.push({
        position: items.length,
        nomenclatureItemKey: item.key,
        account: String(item.data.account),
        reason: String(item.data.reason),
        currency: factor.currency,
        factorAmount: factor.amount,
        steps,
        computedAmount: computed,
        declaredAmount: declared,
        amountReason: declared === computed ? '' : 'Montant arrêté au bureau après vérification des pièces',
      });
    }
    if (!items.length) return;
    const currency = items[0].currency;
    const computedAmount = items.reduce((sum, i) => sum + i.computedAmount, 0);
    const declaredAmount = items.reduce((sum, i) => sum + i.declaredAmount, 0);
    const creator = user(random.chance(0.8) ? 'user-taxateur' : 'user-admin');
    const life = lifecycleOf(random, {
      createdAt,
      now: now.getTime(),
      amount: declaredAmount,
      currency,
      creator,
      protocol,
      mayReject,
      town: o.town,
      users: user,
    });
    const approvedDay = life.approvedAt ? life.approvedAt.slice(0, 10) : null;
    drafts.push({
      note: {
        taxType: o.taxType,
        taxpayerKind: o.taxpayerKind,
        taxpayerKey: o.taxpayerKey,
        taxpayerName: o.taxpayerName,
        objectKey: o.object?.key ?? null,
        objectLabel: o.objectLabel ?? null,
        declarantName: o.declarantName,
        responsibleName: o.responsibleName,
        phoneCountryCode: '243',
        phoneNumber: o.phone,
        period: o.period,
        periodStart: periodStartOf(o.period, o.day),
        currency,
        amount: life.amount,
        computedAmount,
        declaredAmount,
        counterCurrency: otherCurrency(currency),
        counterAmount: convertMinor(life.amount, currency, otherCurrency(currency), rate),
        conversionRate: rate,
        lifecycle: life.lifecycle,
        awaitingActor: life.awaitingActor,
        disputed: life.disputed,
        pendingAmendment: life.pendingAmendment,
        dueDate: approvedDay ? dueDateFrom(approvedDay, dueDateDays) : null,
        createdAt: new Date(createdAt).toISOString(),
        createdBy: creator.key,
        approvedAt: life.approvedAt,
        approvedBy: life.approvedBy,
        issuedAt: life.issuedAt,
        issuedBy: life.issuedBy,
        version: life.events.length,
      },
      items,
      events: life.events,
    });
    // A rejected note is often written again a few days later, corrected.
    if (life.lifecycle === 'rejected' && random.chance(0.6)) {
      const again = Date.parse(life.events.at(-1)!.createdAt) + random.int(2, 72) * 3_600_000;
      const day = new Date(again).toISOString().slice(0, 10);
      if (again <= now.getTime() && periodStartOf(o.period, day) === periodStartOf(o.period, o.day)) write({ ...o, day }, again, false);
    }
  };

  for (const o of demoObligations(random, records, from, today, target)) {
    // Office hours in Lubumbashi (UTC+2): 07:30 to 16:00.
    const createdAt = Date.parse(`${o.day}T05:30:00Z`) + random.int(0, 510 * 60) * 1000;
    if (createdAt <= now.getTime()) write(o, createdAt, true);
  }

  // Gapless references per year, in the order the notes were written.
  drafts.sort((a, b) => byText(a.note.createdAt, b.note.createdAt));
  const lastOfYear = new Map<number, number>();
  const result: DemoTaxNotes = { notes: [], items: [], events: [], counters: [] };
  drafts.forEach((draft, index) => {
    const year = Number(draft.note.createdAt.slice(0, 4));
    const sequence = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, sequence);
    const key = `tn-demo-${String(index + 1).padStart(6, '0')}`;
    result.notes.push({ key, reference: formatReference(prefix, year, sequence), referenceYear: year, referenceSequence: sequence, ...draft.note });
    draft.items.forEach((item) => result.items.push({ key: `${key}-${item.position}`, noteKey: key, ...item }));
    draft.events.forEach((event) => result.events.push({ noteKey: key, ...event }));
  });
  // Event ids follow time, so each note's history reads oldest first.
  result.events.sort((a, b) => byText(a.createdAt, b.createdAt));
  result.counters = [...lastOfYear].map(([year, lastValue]) => ({ year, lastValue }));
  return result;
}
