import Big from 'big.js';
import { MAX_MINOR_UNITS, convertMinor, isCurrency, isDecimalText, minorToDecimalText, multiplyHalfUp, type Currency, type Money } from './money';

/**
 * How a tax item's amount is found: the nomenclature item's factor (money) times the value of
 * every step included in the calculation, rounded once, half-up. The server computes it again on
 * creation; the appraiser's form shows the same lines while the values are typed.
 */
export type TaxType = 'property' | 'vehicle' | 'rental' | 'fee';
export type Period = 'once' | 'monthly' | 'quarterly' | 'yearly';
export type StepMode = 'auto' | 'user';

/** A step as frozen on a note's item (the `steps` snapshot of tax_note_items). */
export type ItemStep = { stepKey: string; labelName: string; value: string; stepMode: StepMode; includeInCalculation: boolean };

/** What a step's line shows: 'factor × label value × … = amount'. */
export type ComputationLine =
  | { kind: 'factor'; amount: number; currency: Currency }
  | { kind: 'step'; stepKey: string; labelName: string; value: string }
  | { kind: 'result'; amount: number; currency: Currency };

export type ItemComputation = { amount: number; currency: Currency; lines: ComputationLine[] };

/**
 * Thrown by computeItem when a step included in the calculation has no value or one that is not
 * a decimal (the server answers 400 naming `labelName`). Throwing rather than returning a result
 * flagged invalid means no caller can store an amount computed from a missing value; a form
 * asks `invalidSteps` first to mark the fields without catching.
 */
export class StepValueError extends Error {
  constructor(
    readonly stepKey: string,
    readonly labelName: string,
  ) {
    super(`The value of the step '${labelName}' is not a number`);
    this.name = 'StepValueError';
  }
}

/** Thrown when the product is larger than any amount the schemas accept. */
export class AmountOutOfRangeError extends Error {
  constructor() {
    super('The computed amount is too large');
    this.name = 'AmountOutOfRangeError';
  }
}

/** Steps whose value the system fills from the taxed object and the period. */
export const AUTO_STEP_KEYS = ['measuredArea', 'fiscalHorsePower', 'seats', 'weight', 'monthlyRent', 'months'] as const;
export type AutoStepKey = (typeof AUTO_STEP_KEYS)[number];

/**
 * What the auto steps read from the taxed object. `buildingAreaM2` is the area of the building or
 * basement chosen on the note (it wins over the parcel's area). `monthlyRent` is in minor units of
 * the FACTOR's currency: when the contract's rent is in the other currency the caller converts it
 * first with convertMinor at the note's rate (rentalFacts does).
 */
export type ObjectFacts = {
  measuredAreaM2?: number;
  buildingAreaM2?: number;
  fiscalHorsePower?: number;
  seats?: number;
  weightKg?: number;
  monthlyRent?: number;
  /** The months of the period a lease runs in (src/domain/lease-period.ts); else the period's own count. */
  months?: number;
};

const MONTHS: Readonly<Record<Period, number>> = { once: 1, monthly: 1, quarterly: 3, yearly: 12 };

export function periodMonths(period: Period): number {
  return MONTHS[period];
}

/** A non-negative number from an object (an area may be 120.75) as a step value, 6 decimals at most. */
function numberText(value: number | undefined): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  const text = new Big(value).round(6, Big.roundHalfUp).toFixed();
  return isDecimalText(text) ? text : undefined;
}

/** The value of an auto step for this object and period, undefined when the object lacks it. */
export function autoStepValue(stepKey: string, facts: ObjectFacts, period: Period): string | undefined {
  switch (stepKey) {
    case 'measuredArea':
      return numberText(facts.buildingAreaM2 ?? facts.measuredAreaM2);
    case 'fiscalHorsePower':
      return numberText(facts.fiscalHorsePower);
    case 'seats':
      return numberText(facts.seats);
    case 'weight':
      return numberText(facts.weightKg);
    case 'monthlyRent':
      // Any currency gives the same text: both count two minor digits.
      return Number.isSafeInteger(facts.monthlyRent) && facts.monthlyRent! >= 0 ? minorToDecimalText(facts.monthlyRent!, 'USD') : undefined;
    case 'months':
      return String(facts.months ?? periodMonths(period));
    default:
      return undefined;
  }
}

/** Included steps whose value cannot be multiplied (empty, a word, a sign, too many digits). */
export function invalidSteps(steps: readonly ItemStep[]): ItemStep[] {
  return steps.filter((step) => step.includeInCalculation && !isDecimalText(step.value));
}

/** The factor times every included step value, rounded once half-up, with the lines to show. */
export function computeItem(input: { factor: Money; steps: readonly ItemStep[] }): ItemComputation {
  const { factor, steps } = input;
  const included = steps.filter((step) => step.includeInCalculation);
  const [invalid] = invalidSteps(included);
  if (invalid) throw new StepValueError(invalid.stepKey, invalid.labelName);
  let amount: number;
  try {
    amount = multiplyHalfUp(
      factor.amount,
      included.map((step) => step.value),
    );
  } catch {
    throw new AmountOutOfRangeError();
  }
  if (amount > MAX_MINOR_UNITS) throw new AmountOutOfRangeError();
  const lines: ComputationLine[] = [
    { kind: 'factor', amount: factor.amount, currency: factor.currency },
    ...included.map((step): ComputationLine => ({ kind: 'step', stepKey: step.stepKey, labelName: step.labelName, value: step.value })),
    { kind: 'result', amount, currency: factor.currency },
  ];
  return { amount, currency: factor.currency, lines };
}

/** Steps whose value is itself an amount of money (in major units of the factor's currency). */
const MONEY_STEP_KEYS: readonly string[] = ['monthlyRent'];

/**
 * A factor that multiplies an amount of money is a rate, not a price: 0.22 times the rent is 22 %
 * of it. Answers that percentage as decimal text ('22'), or undefined for a price per unit.
 */
export function factorPercent(factor: { amount: number; currency: string }, stepKeys: readonly string[]): string | undefined {
  if (!isCurrency(factor.currency) || !stepKeys.some((key) => MONEY_STEP_KEYS.includes(key))) return undefined;
  return new Big(minorToDecimalText(factor.amount, factor.currency)).times(100).toFixed();
}

/** 'USD 12.5 × Area 100 × Months 12 = USD 15000': the lines on one row (amounts in major units). */
export function formulaText(computation: ItemComputation): string {
  const text = (line: ComputationLine) =>
    line.kind === 'step' ? `${line.labelName} ${line.value}` : `${line.currency} ${minorToDecimalText(line.amount, line.currency)}`;
  const [result, ...rest] = [...computation.lines].reverse();
  return `${rest.reverse().map(text).join(' × ')} = ${text(result)}`;
}

/** The steps of a tax type, in their sequence: those of that type and those without a type. */
export function stepsForTaxType<T extends { taxType?: string | null; sequence: number }>(steps: readonly T[], taxType: TaxType): T[] {
  return steps.filter((step) => step.taxType == null || step.taxType === taxType).sort((a, b) => a.sequence - b.sequence);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' as a UTC date (days carry no time zone), refused when it does not exist. */
function parseDay(day: string): Date {
  const match = DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`'${day}' is not a calendar day`);
  return date;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The due date: `dueDateDays` calendar days after the day the note was approved (or issued). */
export function dueDateFrom(approvalDay: string, dueDateDays: number): string {
  if (!Number.isInteger(dueDateDays) || dueDateDays < 0) throw new RangeError(`${dueDateDays} is not a number of days`);
  const date = parseDay(approvalDay);
  date.setUTCDate(date.getUTCDate() + dueDateDays);
  return dayText(date);
}

/**
 * The first day of the period holding `day`: the month, the calendar quarter or the year; a
 * one-off ('once') period starts on the day itself. With the taxpayer, object and item it tells
 * two notes for the same period apart from a duplicate.
 */
export function periodStartOf(period: Period, day: string): string {
  const date = parseDay(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (period === 'once') return day;
  const startMonth = period === 'monthly' ? month : period === 'quarterly' ? month - (month % 3) : 0;
  return dayText(new Date(Date.UTC(year, startMonth, 1)));
}

type PropertyLike = { measuredAreaM2?: number; buildings?: readonly { name: string; areaM2?: number }[] };

/** A property's facts; the building or basement chosen on the note (by its name) lends its area. */
export function propertyFacts(property: PropertyLike, objectPart?: string): ObjectFacts {
  const part = objectPart ? property.buildings?.find((building) => building.name === objectPart) : undefined;
  return { measuredAreaM2: property.measuredAreaM2, buildingAreaM2: part?.areaM2 };
}

export function vehicleFacts(vehicle: { fiscalHorsePower?: number; seats?: number; weightKg?: number }): ObjectFacts {
  return { fiscalHorsePower: vehicle.fiscalHorsePower, seats: vehicle.seats, weightKg: vehicle.weightKg };
}

/** A rental contract's facts, its rent converted into the factor's currency at the note's rate. */
export function rentalFacts(contract: { monthlyRent?: Money }, factorCurrency: Currency, usdToCdfRate: string): ObjectFacts {
  const rent = contract.monthlyRent;
  return rent ? { monthlyRent: convertMinor(rent.amount, rent.currency, factorCurrency, usdToCdfRate) } : {};
}
