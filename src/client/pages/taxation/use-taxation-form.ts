import { format } from 'date-fns';
import { useMemo, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { counterValue, otherCurrency, type Currency, type Money } from '../../../domain/money';
import { periodStartOf, propertyFacts, rentalFacts, vehicleFacts, type ObjectFacts } from '../../../domain/tax-computation';
import { itemReady, itemSteps, itemView, stepValuesToSend, type ItemView } from './item-computation';
import {
  emptyForm,
  factorOf,
  fittingLines,
  hasItem,
  newItem,
  periodStartAfter,
  prefilledDeclaration,
  USUAL_PERIOD,
  type ItemDraft,
  type NomenclatureItem,
  type TaxationForm,
  type TaxType,
} from './taxation-form';
import { leaseMonthsOf } from './rental-labels';
import { useNomenclature, useRateInForce, useTaxedObjects, useTaxTypeSteps } from './use-taxation-data';

export type ItemRow = { draft: ItemDraft; item: NomenclatureItem; view: ItemView; currency: Currency; counter?: Money; ready: boolean };

type TaxedObject = Parameters<typeof propertyFacts>[0] & Parameters<typeof vehicleFacts>[0] & Parameters<typeof rentalFacts>[0];

const localToday = () => format(new Date(), 'yyyy-MM-dd');

/** What the taxed object tells the auto steps; nothing when no object is chosen. */
function factsOf(
  taxType: TaxType | undefined,
  object: RaRecord | undefined,
  building: string | undefined,
  currency: Currency,
  rate: string | undefined,
  leaseMonths: number | undefined,
): ObjectFacts {
  if (!object) return {};
  // The list answers records as the schemas describe them; the facts functions read their fields.
  const record = object as unknown as TaxedObject;
  if (taxType === 'property') return propertyFacts(record, building);
  if (taxType === 'vehicle') return vehicleFacts(record);
  if (taxType !== 'rental') return {};
  // Only the months of the period the lease runs in are taxed (src/domain/lease-period.ts).
  const months = leaseMonths !== undefined && leaseMonths > 0 ? { months: leaseMonths } : {};
  try {
    return { ...rentalFacts(record, currency, rate ?? '0'), ...months };
  } catch {
    // A rent in the other currency without a rate in force: the step stays empty and says so.
    return months;
  }
}

/** The form's state, the records it reads and everything derived from them for the page. */
export function useTaxationForm() {
  const [today] = useState(localToday);
  const [form, setForm] = useState<TaxationForm>(() => emptyForm(today));
  // A ref, so a successful save releases the leave guard in the same tick as it redirects.
  const dirty = useRef(false);
  const update = (change: Partial<TaxationForm>) => {
    dirty.current = true;
    setForm((current) => ({ ...current, ...change }));
  };

  const stepsQuery = useTaxTypeSteps(form.taxType);
  const nomenclature = useNomenclature(form.taxType, today);
  const objects = useTaxedObjects(form.taxType, form.taxpayerKind, form.taxpayer?.key);
  const rates = useRateInForce(today);
  const object = objects.objects?.find((record) => record.id === form.objectKey);
  // Only the lines that fit the chosen object are offered (src/domain/tax-line-fit.ts).
  const choices = fittingLines(nomenclature.items ?? [], form.taxType, object, form.taxpayerKind);
  // A rental contract's months in the form's period: 0 = it cannot be taxed for that period.
  const leaseMonths = form.taxType === 'rental' ? leaseMonthsOf(object, form.period, form.periodStart) : undefined;

  const rows = useMemo(() => {
    const steps = stepsQuery.steps ?? [];
    return form.items.flatMap((draft): ItemRow[] => {
      const item = nomenclature.data?.find((record) => record.id === draft.nomenclatureItemKey);
      if (!item) return [];
      const factor = factorOf(item, form.taxpayerKind);
      const facts = factsOf(form.taxType, object, form.building, factor.currency, rates.rate, leaseMonths);
      const view = itemView(factor, itemSteps(steps, draft, facts, form.period), draft);
      const amount = view.differs ? view.declared : view.computation?.amount;
      const to = otherCurrency(factor.currency);
      const counter = amount !== undefined ? counterValue({ amount, currency: factor.currency }, to, rates.rate) : undefined;
      return [{ draft, item, view, currency: factor.currency, counter, ready: itemReady(view, draft) }];
    });
  }, [form, stepsQuery.steps, nomenclature.data, object, rates.rate, leaseMonths]);

  const actions = {
    update,
    setKind: (taxpayerKind: TaxationForm['taxpayerKind']) => update({ taxpayerKind, taxpayer: undefined, objectKey: undefined, building: undefined }),
    setTaxpayer: (taxpayer: TaxationForm['taxpayer']) =>
      update({ ...prefilledDeclaration(form, taxpayer), taxpayer, objectKey: undefined, building: undefined }),
    /** Another object keeps only the taxes that fit it; answers the lines it removed, for the page to say so. */
    setObject: (objectKey: string | undefined): NomenclatureItem[] => {
      const chosen = objectKey === undefined ? undefined : objects.objects?.find((record) => record.id === objectKey);
      // No object any more: nothing to check the taxes against until the next one is chosen.
      if (!chosen) {
        update({ objectKey, building: undefined });
        return [];
      }
      const fitting = new Set(fittingLines(nomenclature.items ?? [], form.taxType, chosen, form.taxpayerKind).map((item) => String(item.id)));
      const kept = form.items.filter((item) => fitting.has(item.nomenclatureItemKey));
      update({ objectKey, building: undefined, items: kept });
      const removed = form.items.filter((item) => !fitting.has(item.nomenclatureItemKey));
      return removed.flatMap((draft) => nomenclature.items?.filter((item) => item.id === draft.nomenclatureItemKey) ?? []);
    },
    /** The declaration's fields; another period moves the period start to its first day. */
    changeDeclaration: (change: Partial<TaxationForm>) =>
      update(change.period && change.period !== form.period ? { ...change, periodStart: periodStartAfter(form, change.period, today) } : change),
    setTaxType: (taxType: TaxType) => {
      const period = USUAL_PERIOD[taxType];
      // Items and objects belong to one tax type: another type starts them again.
      update({ taxType, objectKey: undefined, building: undefined, items: [], period, periodStart: periodStartOf(period, today) });
    },
    /** false when the item is on the note already ('You have already add this text'). */
    addItem: (key: string): boolean => {
      if (hasItem(form.items, key)) return false;
      update({ items: [...form.items, newItem(key)] });
      return true;
    },
    changeItem: (draft: ItemDraft) => update({ items: form.items.map((item) => (item.nomenclatureItemKey === draft.nomenclatureItemKey ? draft : item)) }),
    removeItem: (key: string) => update({ items: form.items.filter((item) => item.nomenclatureItemKey !== key) }),
  };

  const outcomeOf = (draft: ItemDraft) => {
    const row = rows.find((candidate) => candidate.draft === draft);
    return { stepValues: row ? stepValuesToSend(row.view.steps) : {}, declaredAmount: row?.view.declared };
  };

  return { form, dirty, today, rows, actions, outcomeOf, stepsQuery, nomenclature, choices, object, objects, rates, leaseMonths };
}
