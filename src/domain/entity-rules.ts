import { isFutureDay, periodIsReversed, periodsOverlap, yearAfterNext } from './calendar-rules';
import { currenciesAreSame, isPositiveRate } from './currency';
import { wrongEstablishmentChoices, type EstablishmentRef } from './establishment-choice';
import { partiesAreSame } from './rental';
import { splitRoom, splitTotalExceeded } from './revenue-split';
import { uniqueForm } from './unique-fields';

/**
 * The rules of each resource that its schema cannot state, in one registry that both the form
 * (schema-ui's SchemaForm) and the server (services/records/record-rules.ts) run. A rule names
 * the facts it needs beyond the record itself; the server gathers every fact from the database,
 * a form passes those it has (always `today`), and a rule whose facts are missing is left to the
 * server, whose refusal then lands on the same field.
 */
export type RuleFacts = {
  /** Today's calendar day, 'YYYY-MM-DD', as the checking side sees it. */
  today: string;
  /** The project's establishments: for parent and bank choices. */
  establishments?: readonly EstablishmentRef[];
  /** The percentages of the project's other revenue splits (the one being edited left out). */
  otherSplits?: readonly number[];
  /** The project's other nomenclature items (the one being edited left out). */
  otherNomenclature?: readonly { account?: unknown; validFrom?: unknown; validTo?: unknown }[];
};

/**
 * A broken rule: the field to mark, a stable code, the i18n key under `errors.` of its message
 * (whose %{field} is the field's translated label) and the status the server answers.
 */
export type RuleViolation = { field: string; code: string; message: string; status: 409 | 422; params?: Record<string, string | number> };

type Check = (data: Record<string, unknown>, facts: Required<RuleFacts>, key?: string) => RuleViolation | RuleViolation[] | undefined;
type EntityRule = { needs?: (keyof RuleFacts)[]; check: Check };

const broken = (field: string, code: string, message: string, params?: RuleViolation['params'], status: 409 | 422 = 422): RuleViolation => ({
  field,
  code,
  message,
  status,
  params,
});

const notInFuture = (field: string): EntityRule => ({
  check: (data, { today }) => (isFutureDay(data[field], today) ? broken(field, 'DATE_IN_FUTURE', 'dateInFuture') : undefined),
});

const orderedPeriod = (from: string, to: string): EntityRule => ({
  check: (data) => (periodIsReversed(data[from], data[to]) ? broken(to, 'PERIOD_REVERSED', 'periodReversed') : undefined),
});

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The family links a citizen record holds: none of them may point at the citizen itself. */
const RELATIVE_FIELDS = ['fatherKey', 'motherKey', 'spouseKey'] as const;

export const ENTITY_RULES: Readonly<Record<string, readonly EntityRule[]>> = {
  citizens: [
    notInFuture('dateOfBirth'),
    {
      check: (data, _facts, key) =>
        key ? RELATIVE_FIELDS.filter((field) => data[field] === key).map((field) => broken(field, 'OWN_RELATIVE', 'ownRelative')) : undefined,
    },
  ],
  properties: [
    {
      // An ownerless parcel is taxed to nobody and can be entered again under another number.
      check: (data) => (filled(data.ownerKey) || filled(data.ownerEstablishmentKey) ? undefined : broken('ownerKey', 'OWNER_REQUIRED', 'ownerRequired')),
    },
  ],
  establishments: [
    notInFuture('dateOfCreation'),
    {
      // The parent is of the same type and not a branch of this one; a bank account's bank is a bank.
      needs: ['establishments'],
      check: (data, { establishments }, key) =>
        wrongEstablishmentChoices(data, key, establishments).map((field) => broken(field, 'ESTABLISHMENT_CHOICE', 'establishmentRequired')),
    },
  ],
  rentalContracts: [
    { check: (data) => (partiesAreSame(data.ownerKey, data.renterKey) ? broken('renterKey', 'SAME_RENTER_OWNER', 'sameRenterOwner') : undefined) },
    orderedPeriod('startDate', 'endDate'),
  ],
  nomenclatureItems: [
    orderedPeriod('validFrom', 'validTo'),
    {
      // One account names one tax at a time: a new barème of it starts after the old one ends.
      needs: ['otherNomenclature'],
      check: (data, { otherNomenclature }) => {
        const account = uniqueForm(data.account);
        const clash = account && otherNomenclature.some((other) => uniqueForm(other.account) === account && periodsOverlap(data, other));
        return clash ? broken('account', 'DUPLICATE', 'accountPeriodTaken', {}, 409) : undefined;
      },
    },
  ],
  vehicles: [
    {
      check: (data, { today }) =>
        yearAfterNext(data.firstRegistrationYear, today)
          ? broken('firstRegistrationYear', 'REGISTRATION_YEAR_TOO_LATE', 'registrationYearTooLate', { max: Number(today.slice(0, 4)) + 1 })
          : undefined,
    },
  ],
  currencyConversions: [
    { check: (data) => (currenciesAreSame(data.fromCurrency, data.toCurrency) ? broken('toCurrency', 'SAME_CURRENCY', 'sameCurrency') : undefined) },
    {
      check: (data) =>
        data.conversionRate !== undefined && !isPositiveRate(data.conversionRate)
          ? broken('conversionRate', 'RATE_NOT_POSITIVE', 'rateNotPositive')
          : undefined,
    },
  ],
  revenueSplits: [
    {
      needs: ['otherSplits'],
      check: (data, { otherSplits }) =>
        splitTotalExceeded(otherSplits, data.percentage)
          ? broken('percentage', 'SPLIT_TOTAL_EXCEEDED', 'splitTotalExceeded', { room: splitRoom(otherSplits) })
          : undefined,
    },
  ],
};

/** The facts a resource's rules need, so the server loads only those. */
export function factsNeeded(resource: string): (keyof RuleFacts)[] {
  return [...new Set((Object.prototype.hasOwnProperty.call(ENTITY_RULES, resource) ? ENTITY_RULES[resource] : []).flatMap((rule) => rule.needs ?? []))];
}

/** Every rule of the resource whose facts are at hand, run on the record as it would be saved. */
export function entityViolations(resource: string, data: Record<string, unknown>, facts: RuleFacts, key?: string): RuleViolation[] {
  const rules = Object.prototype.hasOwnProperty.call(ENTITY_RULES, resource) ? ENTITY_RULES[resource] : [];
  return rules
    .filter((rule) => (rule.needs ?? []).every((fact) => facts[fact] !== undefined))
    .flatMap((rule) => [rule.check(data, facts as Required<RuleFacts>, key) ?? []].flat());
}

/**
 * The i18n key of a field's label: a top-level field's own label, a nested one (`address.streetKey`,
 * `bankAccounts.usd.bankKey`) by its last name among the shared sub-field labels.
 */
export function fieldLabelKey(resource: string, field: string): string {
  const parts = field.split('.');
  return parts.length === 1 ? `resources.${resource}.fields.${field}` : `subfields.${parts[parts.length - 1].replace(/\[\d+\]$/, '')}`;
}
