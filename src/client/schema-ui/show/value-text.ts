import type { JsonSchema } from '../../../domain/entity-meta';
import type { Language } from '../../../domain/constants';
import { formatMoney, formatNumber, formatRate } from '../../../domain/format';
import { formatPhone } from '../../../domain/phone';
import { getLanguage } from '../../providers/language';
import { isoToDisplay } from '../dates';
import { addressText } from '../../../domain/address-text';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const types = (property: JsonSchema) => [property.type].flat();

/**
 * A string the schema holds to decimal digits (a conversion rate kept exact as text) reads as a
 * number: its pattern takes '1.5' and refuses letters.
 */
export function isDecimalText(property: JsonSchema): boolean {
  if (!types(property).includes('string') || typeof property.pattern !== 'string') return false;
  try {
    const pattern = new RegExp(property.pattern);
    return pattern.test('1.5') && pattern.test('12') && !pattern.test('1a');
  } catch {
    return false;
  }
}

/**
 * A value as plain text, the way lists, shows and exports print it: enums translated, dates
 * DD/MM/YYYY, money and numbers as the language writes them ('1 824 000,00 FC'), rates without
 * trailing zeros, booleans Yes/No. References are left to the caller (they need the referenced
 * record), so a reference prints its key here. The language defaults to the one the user chose.
 */
export function valueText(property: JsonSchema, field: string, value: unknown, translate: Translate, language: Language = getLanguage()): string {
  if (value === undefined || value === null || value === '') return '';
  const widget = property['x-admin-widget'];
  if (widget === 'money') return formatMoney(value as { amount?: unknown; currency?: unknown }, language);
  if (widget === 'address') return addressText(value as Record<string, unknown>);
  if (widget === 'date' || property.format === 'date' || property.format === 'date-time') return isoToDisplay(value);
  if (typeof value === 'boolean') return translate(value ? 'schemaUi.show.yes' : 'schemaUi.show.no');
  if (Array.isArray(property.enum)) return translate(`values.${field}.${String(value)}`, { _: String(value) });
  if (Array.isArray(value)) {
    const item = property.items ?? {};
    return value
      .map((v) => valueText(item, field, v, translate, language))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => valueText(property.properties?.[name] ?? {}, name, inner, translate, language))
      .filter(Boolean)
      .join(', ');
  }
  // A year is a date, not a quantity: 2024 never reads '2,024'.
  if (/year$/i.test(field) && typeof value === 'number') return String(value);
  if ((types(property).includes('number') || types(property).includes('integer')) && typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'string' && isDecimalText(property)) return formatRate(value, language) || value;
  return String(value);
}

/** A phone with its dial code ('+243 812 345 678'), the code read from the record's sibling field. */
export function phoneText(record: Record<string, unknown>, field: string): string {
  const number = record[field];
  if (typeof number !== 'string' || !number) return '';
  const code = record[`${field}CountryCode`] ?? record.contactPhone1CountryCode;
  return formatPhone(typeof code === 'string' ? code : undefined, number);
}
