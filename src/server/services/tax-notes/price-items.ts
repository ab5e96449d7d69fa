import { AppError, badRequest } from '../../app-error';
import type { Currency, Money } from '../../../domain/money';
import { lineFitsObject, type LineCriteria, type ObjectProfile } from '../../../domain/tax-line-fit';
import {
  AmountOutOfRangeError,
  StepValueError,
  autoStepValue,
  computeItem,
  type ItemStep,
  type ObjectFacts,
  type Period,
  type TaxType,
} from '../../../domain/tax-computation';
import type { RecordReader } from './record-reader';
import type { TaxpayerKind } from './resolve-taxpayer';
import { amountNotCorrect, itemTwice, mixedCurrencies, stepValueMissing, unknownStep, wrongItem } from './tax-note-errors';

export type DraftItem = { nomenclatureItemKey: string; stepValues?: Record<string, string>; declaredAmount?: number; amountReason?: string };

/** A step configuration record as far as pricing and the protocol read it. */
export type StepRecord = {
  stepKey: string;
  labelName: string;
  sequence: number;
  taxType?: TaxType;
  stepMode: 'auto' | 'user';
  includeInCalculation?: boolean;
  defaultValue?: string;
  hasTaxator?: boolean;
  hasApprovingOfficer?: boolean;
  hasDivisionRecoveryOfficer?: boolean;
  autoApproveAfterHours?: number;
};

export type PricedItem = {
  nomenclatureItemKey: string;
  account: string;
  reason: string;
  currency: Currency;
  factorAmount: number;
  steps: ItemStep[];
  computedAmount: number;
  declaredAmount: number;
  amountReason: string;
};

type PricingInput = {
  items: DraftItem[];
  taxType: TaxType;
  taxpayerKind: TaxpayerKind;
  period: Period;
  /** The day the nomenclature must be valid on (the creation day). */
  day: string;
  steps: StepRecord[];
  facts: (currency: Currency) => ObjectFacts;
  /** The taxed object as the fit rule reads it: a line that does not fit it is refused. */
  profile: ObjectProfile;
};

/** A line of the right type that does not fit the object (another CV band, rank, usage or rent currency): 422 naming it. */
const lineNotFitting = (line: string, field: string) =>
  new AppError(422, 'NOMENCLATURE_ITEM_NOT_FITTING', 'nomenclatureItemNotFitting', { line }, [{ field, message: 'nomenclatureItem' }]);

/** Valid on the day: from validFrom, through validTo when there is one. */
const validOn = (data: Record<string, unknown>, day: string) =>
  typeof data.validFrom === 'string' && data.validFrom <= day && (typeof data.validTo !== 'string' || day <= data.validTo);

/** The values of every step: auto ones from the object, user ones as typed or their default. */
function stepValues(input: PricingInput, item: DraftItem, index: number, currency: Currency): ItemStep[] {
  const known = new Set(input.steps.map((step) => step.stepKey));
  for (const key of Object.keys(item.stepValues ?? {})) if (!known.has(key)) throw unknownStep(key, `items.${index}.stepValues.${key}`);
  return input.steps.map((step) => {
    const typed = Object.prototype.hasOwnProperty.call(item.stepValues ?? {}, step.stepKey) ? item.stepValues![step.stepKey] : undefined;
    const value = step.stepMode === 'auto' ? autoStepValue(step.stepKey, input.facts(currency), input.period) : (typed ?? step.defaultValue);
    const includeInCalculation = step.includeInCalculation === true;
    if (includeInCalculation && value === undefined) throw stepValueMissing(step.labelName);
    return { stepKey: step.stepKey, labelName: step.labelName, value: value ?? '', stepMode: step.stepMode, includeInCalculation };
  });
}

function compute(factor: Money, steps: ItemStep[]) {
  try {
    return computeItem({ factor, steps }).amount;
  } catch (error) {
    if (error instanceof StepValueError) throw stepValueMissing(error.labelName);
    if (error instanceof AmountOutOfRangeError) throw badRequest('INVALID_VALUE', 'invalidValue');
    throw error;
  }
}

/**
 * Every item computed again on the server from the nomenclature and the steps: the client's
 * figures are never trusted. A declared amount that differs from the computed one needs a reason.
 */
export async function priceItems(reader: RecordReader, input: PricingInput): Promise<PricedItem[]> {
  const keys = input.items.map((item) => item.nomenclatureItemKey);
  if (new Set(keys).size !== keys.length) throw itemTwice();
  const priced: PricedItem[] = [];
  for (const [index, item] of input.items.entries()) {
    const field = `items.${index}.nomenclatureItemKey`;
    const record = await reader.find('nomenclatureItems', item.nomenclatureItemKey);
    if (!record || record.data.taxType !== input.taxType || !validOn(record.data, input.day)) throw wrongItem(field);
    if (!lineFitsObject(record.data as unknown as LineCriteria, input.profile, input.taxpayerKind)) {
      throw lineNotFitting(`${String(record.data.account)} ${String(record.data.reason)}`, field);
    }
    const factor = (input.taxpayerKind === 'citizen' ? record.data.taxFactorCitizen : record.data.taxFactorOrganization) as Money;
    const steps = stepValues(input, item, index, factor.currency);
    const computedAmount = compute(factor, steps);
    const declaredAmount = item.declaredAmount ?? computedAmount;
    const amountReason = item.amountReason?.trim() ?? '';
    if (declaredAmount !== computedAmount && !amountReason) throw amountNotCorrect(`items.${index}.amountReason`);
    priced.push({
      nomenclatureItemKey: record.key,
      account: String(record.data.account),
      reason: String(record.data.reason),
      currency: factor.currency,
      factorAmount: factor.amount,
      steps,
      computedAmount,
      declaredAmount,
      amountReason,
    });
  }
  if (new Set(priced.map((item) => item.currency)).size > 1) throw mixedCurrencies();
  return priced;
}
