import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';
import type { Money } from '../../../domain/money';
import { isValidPhone } from '../../../domain/phone';
import { lineFitsObject, objectProfile, type LineCriteria } from '../../../domain/tax-line-fit';
import { periodStartOf, type Period, type TaxType } from '../../../domain/tax-computation';

export type { Period, TaxType };
export type TaxpayerKind = 'citizen' | 'organization';

export const TAX_TYPES: readonly TaxType[] = ['property', 'vehicle', 'rental', 'fee'];
export const PERIODS: readonly Period[] = ['once', 'monthly', 'quarterly', 'yearly'];

/** The period a tax type is usually raised for; the appraiser may change it. */
export const USUAL_PERIOD: Readonly<Record<TaxType, Period>> = { property: 'yearly', vehicle: 'yearly', rental: 'monthly', fee: 'once' };

export type NomenclatureItem = {
  id: string;
  account: string;
  reason: string;
  taxType: TaxType;
  taxFactorCitizen: Money;
  taxFactorOrganization: Money;
  validFrom: string;
  validTo?: string;
} & Pick<LineCriteria, 'vehicleCategories' | 'fiscalHorsePowerFrom' | 'fiscalHorsePowerTo' | 'propertyRanks' | 'natures'>;

/** One nomenclature item on the note, with what the appraiser typed for it. */
export type ItemDraft = {
  nomenclatureItemKey: string;
  /** User steps' values by step key, as typed. */
  stepValues: Record<string, string>;
  /** A declared amount as typed ('' = none): it replaces the computed one only with a reason. */
  declared: string;
  amountReason: string;
};

/** Who pays; the phone the register holds for them, when it holds one (it prefills the declaration). */
export type Taxpayer = { key: string; name: string; phoneCountryCode?: string; phoneNumber?: string };

type Declaration = Pick<TaxationForm, 'declarantName' | 'responsibleName' | 'phoneCountryCode' | 'phoneNumber'>;

/**
 * The declaration once a taxpayer is chosen (tax-staff D14): the declarant, the person responsible
 * and the phone start as the register's, still editable. A field the appraiser typed is kept;
 * one still holding the previous taxpayer's value (or empty) takes the new one's.
 */
export function prefilledDeclaration(form: TaxationForm, next: Taxpayer | undefined): Partial<Declaration> {
  const previous = form.taxpayer;
  const untouched = (value: string, was: string | undefined) => value.trim() === '' || (was !== undefined && value === was);
  const change: Partial<Declaration> = {};
  const name = next?.name ?? '';
  if (untouched(form.declarantName, previous?.name)) change.declarantName = name;
  if (untouched(form.responsibleName, previous?.name)) change.responsibleName = name;
  if (untouched(form.phoneNumber, previous?.phoneNumber)) {
    change.phoneNumber = next?.phoneNumber ?? '';
    change.phoneCountryCode = next?.phoneNumber ? (next.phoneCountryCode ?? DEFAULT_COUNTRY_CODE) : form.phoneCountryCode;
  }
  return change;
}

export type TaxationForm = {
  taxpayerKind: TaxpayerKind;
  taxpayer?: Taxpayer;
  taxType?: TaxType;
  objectKey?: string;
  /** The building (or basement) of a property the note is for, by name; none = the whole parcel. */
  building?: string;
  items: ItemDraft[];
  declarantName: string;
  responsibleName: string;
  phoneCountryCode: string;
  phoneNumber: string;
  period: Period;
  periodStart: string;
};

/** The form opens on this year: its period start is the year's first day, as its hint says (tax-staff D14). */
export const emptyForm = (today: string): TaxationForm => ({
  taxpayerKind: 'citizen',
  items: [],
  declarantName: '',
  responsibleName: '',
  phoneCountryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  period: 'yearly',
  periodStart: periodStartOf('yearly', today),
});

/**
 * The period start once the period changes: a start still at its default (the period holding
 * today) moves to the new period holding today, so switching from yearly to monthly in November
 * gives 1 November, not 1 January; a day the appraiser chose moves to the first day of the new
 * period holding it. Either way the field shows the first day its hint names.
 */
export function periodStartAfter(form: Pick<TaxationForm, 'period' | 'periodStart'>, period: Period, today: string): string {
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(form.periodStart) && form.periodStart !== periodStartOf(form.period, today) ? form.periodStart : today;
  try {
    return periodStartOf(period, chosen);
  } catch {
    return periodStartOf(period, today);
  }
}

/** An item applies on a day from its first day to its last one (none = still in force). */
export function isValidOn(item: Pick<NomenclatureItem, 'validFrom' | 'validTo'>, day: string): boolean {
  return item.validFrom <= day && (!item.validTo || item.validTo >= day);
}

/** Citizens and establishments pay different amounts for the same item. */
export function factorOf(item: NomenclatureItem, kind: TaxpayerKind): Money {
  return kind === 'citizen' ? item.taxFactorCitizen : item.taxFactorOrganization;
}

/**
 * The lines the appraiser may choose for the object, by the domain's fit rule (the server checks
 * it again): none before a vehicle, property or lease is chosen, every line for a fee.
 */
export function fittingLines<T extends NomenclatureItem>(
  items: readonly T[],
  taxType: TaxType | undefined,
  object: Record<string, unknown> | undefined,
  kind: TaxpayerKind,
): T[] {
  if (!taxType) return [];
  if (taxType !== 'fee' && !object) return [];
  const profile = objectProfile(taxType, object);
  return items.filter((item) => lineFitsObject(item, profile, kind));
}

/** The same item twice on one note is refused ('You have already add this text'). */
export function hasItem(items: readonly ItemDraft[], key: string): boolean {
  return items.some((item) => item.nomenclatureItemKey === key);
}

export const newItem = (key: string): ItemDraft => ({ nomenclatureItemKey: key, stepValues: {}, declared: '', amountReason: '' });

/** Fields that must be filled before sending, by form key; the page shows them as required. */
export type Problem = 'taxpayer' | 'taxType' | 'object' | 'items' | 'declarantName' | 'responsibleName' | 'phoneNumber' | 'phoneInvalid' | 'periodStart';

export function formProblems(form: TaxationForm): Problem[] {
  const problems: Problem[] = [];
  if (!form.taxpayer) problems.push('taxpayer');
  if (!form.taxType) problems.push('taxType');
  if (form.taxType && form.taxType !== 'fee' && !form.objectKey) problems.push('object');
  if (form.items.length === 0) problems.push('items');
  if (!form.declarantName.trim()) problems.push('declarantName');
  if (!form.responsibleName.trim()) problems.push('responsibleName');
  if (!form.phoneNumber) problems.push('phoneNumber');
  else if (!isValidPhone(form.phoneCountryCode, form.phoneNumber)) problems.push('phoneInvalid');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.periodStart)) problems.push('periodStart');
  return problems;
}

/** What the page worked out for one item: the step values to send and the declared amount. */
export type ItemOutcome = { stepValues: Record<string, string>; declaredAmount?: number };

/** The body of POST /api/taxNote/notes: the server computes every amount again from it. */
export function draftOf(form: TaxationForm, outcomeOf: (item: ItemDraft) => ItemOutcome) {
  return {
    taxType: form.taxType!,
    taxpayerKind: form.taxpayerKind,
    taxpayerKey: form.taxpayer!.key,
    ...(form.taxType !== 'fee' && form.objectKey ? { objectKey: form.objectKey } : {}),
    ...(form.taxType === 'property' && form.building ? { objectPart: form.building } : {}),
    declarantName: form.declarantName.trim(),
    responsibleName: form.responsibleName.trim(),
    phoneCountryCode: form.phoneCountryCode,
    phoneNumber: form.phoneNumber,
    period: form.period,
    // Notes of one period share its first day, so the server can tell a duplicate from a new period.
    periodStart: periodStartOf(form.period, form.periodStart),
    items: form.items.map((item) => {
      const { stepValues, declaredAmount } = outcomeOf(item);
      const reason = item.amountReason.trim();
      return {
        nomenclatureItemKey: item.nomenclatureItemKey,
        stepValues,
        ...(declaredAmount !== undefined ? { declaredAmount } : {}),
        ...(declaredAmount !== undefined && reason ? { amountReason: reason } : {}),
      };
    }),
  };
}
