import { useMemo, useRef, useState } from 'react';
import { todayIso } from '../make-payment/day';
import { otherCurrency, counterValue, type Money } from '../../../domain/money';
import { itemSteps, itemView, stepValuesToSend } from '../taxation/item-computation';
import { factorOf, newItem } from '../taxation/taxation-form';
import { useNomenclature, useRateInForce, useTaxTypeSteps } from '../taxation/use-taxation-data';
import { amountToCollect, emptyFeeForm, payerKind, type FeeForm } from './fee-form';

/** The fee form's state, what it reads (fees, steps, rate) and the amounts derived from them. */
export function useFeeForm() {
  // The project's day: the fee is paid the day it is approved, on the server's clock for the project.
  const [today] = useState(() => todayIso());
  const [form, setForm] = useState<FeeForm>(emptyFeeForm);
  // A ref, so a collected fee releases the leave guard in the same tick as the receipt shows.
  const dirty = useRef(false);
  const update = (change: Partial<FeeForm>) => {
    dirty.current = true;
    setForm((current) => ({ ...current, ...change }));
  };
  const reset = () => {
    dirty.current = false;
    setForm(emptyFeeForm());
  };

  const stepsQuery = useTaxTypeSteps('fee');
  const nomenclature = useNomenclature('fee', today);
  const rates = useRateInForce(today);
  const item = nomenclature.items?.find((candidate) => candidate.id === form.itemKey);

  const derived = useMemo(() => {
    if (!item) return undefined;
    const factor = factorOf(item, payerKind(form));
    const draft = { ...newItem(String(item.id)), stepValues: form.stepValues };
    // A fee taxes no object and is raised once: only typed values and defaults fill its steps.
    const view = itemView(factor, itemSteps(stepsQuery.steps ?? [], draft, {}, 'once'), draft);
    const fee: Money | undefined = view.computation ? { amount: view.computation.amount, currency: view.computation.currency } : undefined;
    const to = otherCurrency(factor.currency);
    const counter = fee ? counterValue(fee, to, rates.rate) : undefined;
    return { factor, draft, view, fee, counter, stepValues: stepValuesToSend(view.steps) };
  }, [item, form, stepsQuery.steps, rates.rate]);

  const toCollect = amountToCollect(derived?.fee, form.paidCurrency, rates.rate);
  return { form, update, reset, dirty, today, item, derived, toCollect, stepsQuery, nomenclature, rates };
}
