import type { EntityMeta } from '../../../domain/entity-meta';
import { currenciesAreSame } from '../../../domain/currency';
import { isValidPhone } from '../../../domain/phone';
import { partiesAreSame } from '../../../domain/rental';
import { countryCodeField } from './form-schema';

/** A cross-field rule the form breaks: the field to mark and the i18n key of the SPEC message. */
export type Violation = { field: string; key: string };

type Rule = (data: Record<string, unknown>) => Violation | undefined;

/** SPEC §5 rules beyond one field's schema; the same src/domain functions the server applies. */
const RULES: Record<string, Rule[]> = {
  rentalContracts: [(data) => (partiesAreSame(data.ownerKey, data.renterKey) ? { field: 'renterKey', key: 'errors.sameRenterOwner' } : undefined)],
  currencyConversions: [(data) => (currenciesAreSame(data.fromCurrency, data.toCurrency) ? { field: 'toCurrency', key: 'errors.sameCurrency' } : undefined)],
};

/** Every phone of the view checked against its country code (SPEC §5, 'Not valid mobile (#)'). */
function phoneViolations(entity: EntityMeta, fields: readonly string[], data: Record<string, unknown>): Violation[] {
  const { properties } = entity.inlined;
  const found: Violation[] = [];
  for (const field of fields) {
    const value = data[field];
    if (properties[field]?.['x-admin-widget'] !== 'phone' || typeof value !== 'string' || !value) continue;
    const codeField = countryCodeField(field, properties);
    const code = codeField ? data[codeField] : undefined;
    if (!isValidPhone(typeof code === 'string' ? code : undefined, value)) found.push({ field, key: 'errors.invalidMobile' });
  }
  return found;
}

export function domainViolations(entity: EntityMeta, fields: readonly string[], data: Record<string, unknown>): Violation[] {
  const rules = (RULES[entity.resource] ?? []).map((rule) => rule(data)).filter((v): v is Violation => v !== undefined);
  return [...phoneViolations(entity, fields, data), ...rules.filter((v) => fields.includes(v.field))];
}
