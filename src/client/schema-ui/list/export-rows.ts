import type { EntityMeta } from '../../../domain/entity-meta';
import { fieldLabel } from '../labels';
import { phoneText, valueText } from '../show/value-text';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Cell = { value: string | number; fontWeight?: 'bold'; type?: StringConstructor | NumberConstructor };

/** yyyymmdd-HHmmss of a moment in local time: the export file's timestamp. */
export function timestamp(moment: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}${two(moment.getMonth() + 1)}${two(moment.getDate())}-${two(moment.getHours())}${two(moment.getMinutes())}${two(moment.getSeconds())}`;
}

/** The export is named with a timestamp, e.g. citizen-20260315-142501.xlsx. */
export function exportFileName(resource: string, moment: Date = new Date()): string {
  return `${resource}-${timestamp(moment)}.xlsx`;
}

/** Labels of referenced records by resource then key, filled before the rows are built. */
export type ReferenceLabels = Record<string, Record<string, string>>;

/**
 * The spreadsheet: a bold header row of translated labels, then one row per record with each
 * value as the list shows it (references by their representation, enums translated, dates
 * DD/MM/YYYY, money with its currency). Plain numbers stay numbers so a sheet can add them up.
 */
export function exportRows(
  entity: EntityMeta,
  fields: readonly string[],
  records: readonly Record<string, unknown>[],
  references: ReferenceLabels,
  translate: Translate,
): Cell[][] {
  const { properties } = entity.inlined;
  const header: Cell[] = fields.map((field) => ({ value: fieldLabel(translate, entity, field), fontWeight: 'bold' }));
  const rows = records.map((record) =>
    fields.map((field): Cell => {
      const property = properties[field] ?? {};
      const value = record[field];
      const target = property['x-admin-reference'];
      if (target && typeof value === 'string') return { value: references[target]?.[value] ?? value, type: String };
      if (typeof value === 'number' && !Array.isArray(property.enum)) return { value, type: Number };
      if (property['x-admin-widget'] === 'phone') return { value: phoneText(record, field), type: String };
      return { value: valueText(property, field, value, translate), type: String };
    }),
  );
  return [header, ...rows];
}

/** The keys each referenced resource must be named for, over the exported columns. */
export function referencedKeys(entity: EntityMeta, fields: readonly string[], records: readonly Record<string, unknown>[]): Record<string, string[]> {
  const wanted: Record<string, Set<string>> = {};
  for (const field of fields) {
    const target = entity.inlined.properties[field]?.['x-admin-reference'];
    if (!target) continue;
    for (const record of records) {
      const value = record[field];
      if (typeof value === 'string' && value) (wanted[target] ??= new Set()).add(value);
    }
  }
  return Object.fromEntries(Object.entries(wanted).map(([target, keys]) => [target, [...keys]]));
}
