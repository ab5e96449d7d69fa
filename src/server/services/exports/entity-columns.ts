import type { Language } from '../../../domain/constants';
import type { EntityMeta, JsonSchema } from '../../../domain/entity-meta';
import { formatPhone } from '../../../domain/phone';
import { translate } from '../../../i18n/translate';
import type { ExportColumn, ExportRow } from './send-xlsx';
import { addressText } from '../../../domain/address-text';

/** Representations of referenced records, by resource then key, filled page by page. */
export type ReferenceLabels = Map<string, Map<string, string>>;

/** One list column as the export writes it: its sheet column and how a row's value reads there. */
export type FieldExport = { column: ExportColumn; reference?: string; value: (row: ExportRow, labels: ReferenceLabels) => unknown };

const typesOf = (property: JsonSchema) => [property.type].flat();

/** 'ownerEstablishmentKey' → 'Owner establishment key', as the screens fall back. */
const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A translation, or the fallback when the catalogue has no such key. */
const textOr = (language: Language, key: string, fallback: string) => {
  const text = translate(language, key);
  return text === key ? fallback : text;
};

export const fieldHeader = (entity: EntityMeta, field: string, language: Language) =>
  textOr(language, `resources.${entity.resource}.fields.${field}`, humanize(field));

/** A string held to decimal digits (a conversion rate kept exact as text) is a number. */
function isDecimalText(property: JsonSchema): boolean {
  if (!typesOf(property).includes('string') || typeof property.pattern !== 'string') return false;
  try {
    const pattern = new RegExp(property.pattern);
    return pattern.test('1.5') && pattern.test('12') && !pattern.test('1a');
  } catch {
    return false;
  }
}

/** A value as text the way the list prints it: enums and booleans translated, parts joined. */
function plainText(property: JsonSchema, field: string, value: unknown, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  if (property['x-admin-widget'] === 'address' && typeof value === 'object') {
    return addressText(value as Record<string, unknown>);
  }
  if (typeof value === 'boolean') return translate(language, value ? 'exportXlsx.yes' : 'exportXlsx.no');
  if (Array.isArray(property.enum)) return textOr(language, `values.${field}.${String(value)}`, String(value));
  if (Array.isArray(value)) {
    return value
      .map((item) => plainText(property.items ?? {}, field, item, language))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => plainText(property.properties?.[name] ?? {}, name, inner, language))
      .filter(Boolean)
      .join(', ');
  }
  return String(value);
}

/** How one of the entity's fields is exported, from its schema: the same reading as the list's. */
export function fieldExport(entity: EntityMeta, field: string, language: Language): FieldExport {
  const property = entity.inlined.properties[field] ?? {};
  const header = fieldHeader(entity, field, language);
  const widget = property['x-admin-widget'];
  const column = (type: ExportColumn['type']): ExportColumn => ({ header, key: field, type });
  const target = property['x-admin-reference'];
  if (target) {
    return {
      column: column('text'),
      reference: target,
      value: (row, labels) => (typeof row[field] === 'string' ? (labels.get(target)?.get(row[field] as string) ?? row[field]) : null),
    };
  }
  if (widget === 'phone') {
    // Formatting a phone costs some 80 µs; a number met again in the export is not formatted again.
    const formatted = new Map<string, string | null>();
    return {
      column: column('text'),
      value: (row) => {
        const code = row[`${field}CountryCode`] ?? row.contactPhone1CountryCode ?? row.phoneCountryCode;
        const number = typeof row[field] === 'string' ? (row[field] as string) : undefined;
        const memo = `${String(code)}\u0000${number}`;
        const known = formatted.get(memo);
        if (known !== undefined) return known;
        const text = formatPhone(typeof code === 'string' ? code : undefined, number) || null;
        if (formatted.size >= 20_000) formatted.clear();
        formatted.set(memo, text);
        return text;
      },
    };
  }
  if (widget === 'money') return { column: column('money'), value: (row) => row[field] };
  if (widget === 'date' || property.format === 'date') return { column: column('day'), value: (row) => row[field] };
  if (property.format === 'date-time') return { column: column('moment'), value: (row) => row[field] };
  const numeric = !Array.isArray(property.enum) && typesOf(property).some((type) => type === 'number' || type === 'integer');
  if (numeric || isDecimalText(property)) return { column: column('number'), value: (row) => row[field] };
  if (Array.isArray(property.enum) || typesOf(property).includes('boolean')) {
    // A handful of values, each translated once per export rather than once per row.
    const texts = new Map<unknown, string | null>();
    return {
      column: column('text'),
      value: (row) => {
        const value = row[field];
        if (typeof value === 'object' && value !== null) return plainText(property, field, value, language) || null;
        if (!texts.has(value)) texts.set(value, plainText(property, field, value, language) || null);
        return texts.get(value);
      },
    };
  }
  return { column: column('text'), value: (row) => plainText(property, field, row[field], language) || null };
}
