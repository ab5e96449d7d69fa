import type { EntityMeta } from '../../../domain/entity-meta';
import { isoDay } from '../../../domain/calendar-rules';
import { entityViolations, fieldLabelKey, type RuleFacts } from '../../../domain/entity-rules';
import { isValidPhone } from '../../../domain/phone';
import { countryCodeField } from './form-schema';

/**
 * A rule the form breaks: the field to mark (dotted when nested), the i18n key of the message
 * and its parameters (`field` is the i18n key of the field's label, translated by the form).
 */
export type Violation = { field: string; key: string; options?: Record<string, string | number> };

/** Today as the clerk's own calendar shows it. */
export const localToday = (now = new Date()) => isoDay(new Date(now.getTime() - now.getTimezoneOffset() * 60_000));

/** Every phone of the view checked against its country code ('Not valid mobile (#)'). */
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

/**
 * The rules of src/domain/entity-rules.ts, the very ones the server runs, on the form's data with
 * the facts the form has (today, and whatever the screen loaded); only fields of the view are marked.
 */
export function domainViolations(
  entity: EntityMeta,
  fields: readonly string[],
  data: Record<string, unknown>,
  facts: RuleFacts = { today: localToday() },
  key?: string,
): Violation[] {
  const rules = entityViolations(entity.resource, data, facts, key).map((v): Violation => ({
    field: v.field,
    key: `errors.${v.message}`,
    options: { ...v.params, field: fieldLabelKey(entity.resource, v.field) },
  }));
  return [...phoneViolations(entity, fields, data), ...rules.filter((v) => fields.includes(v.field.split('.')[0]))];
}
