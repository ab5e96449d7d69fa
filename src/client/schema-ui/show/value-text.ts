import type { JsonSchema } from '../../../domain/entity-meta';
import { dialCode } from '../../../domain/phone';
import { isoToDisplay } from '../dates';
import { formatMoney } from '../money';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const types = (property: JsonSchema) => [property.type].flat();

/** The address parts, most precise first, that read as one line. */
const ADDRESS_PARTS = ['houseNumber', 'addressLine1', 'streetName', 'quartierName', 'communeName', 'cityName', 'provinceName', 'countryName', 'manualAddress'];

export function addressText(value: Record<string, unknown>): string {
  return ADDRESS_PARTS.map((part) => value[part]).filter((v) => typeof v === 'string' && v.trim()).join(', ');
}

/**
 * A value as plain text, the way lists, shows and exports print it: enums translated, dates
 * DD/MM/YYYY, money amount/100 with its currency, booleans Yes/No. References are left to the
 * caller (they need the referenced record), so a reference prints its key here.
 */
export function valueText(property: JsonSchema, field: string, value: unknown, translate: Translate): string {
  if (value === undefined || value === null || value === '') return '';
  const widget = property['x-admin-widget'];
  if (widget === 'money') return formatMoney(value as { amount?: unknown; currency?: unknown });
  if (widget === 'address') return addressText(value as Record<string, unknown>);
  if (widget === 'date' || property.format === 'date' || property.format === 'date-time') return isoToDisplay(value);
  if (typeof value === 'boolean') return translate(value ? 'schemaUi.show.yes' : 'schemaUi.show.no');
  if (Array.isArray(property.enum)) return translate(`values.${field}.${String(value)}`, { _: String(value) });
  if (Array.isArray(value)) {
    const item = property.items ?? {};
    return value.map((v) => valueText(item, field, v, translate)).filter(Boolean).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => valueText(property.properties?.[name] ?? {}, name, inner, translate))
      .filter(Boolean)
      .join(', ');
  }
  if (types(property).includes('number') && typeof value === 'number') return String(value);
  return String(value);
}

/** A phone with its dial code ('+243 812345678'), the code read from the record's sibling field. */
export function phoneText(record: Record<string, unknown>, field: string): string {
  const number = record[field];
  if (typeof number !== 'string' || !number) return '';
  const code = record[`${field}CountryCode`] ?? record.contactPhone1CountryCode;
  return `${dialCode(typeof code === 'string' ? code : undefined)} ${number}`;
}
