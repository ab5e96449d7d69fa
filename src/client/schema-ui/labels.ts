import type { EntityMeta } from '../../domain/entity-meta';
import type { Labeler } from './form/form-schema';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'ownerEstablishmentKey' → 'Owner establishment key': the fallback when a label is missing. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fieldLabel = (translate: Translate, entity: EntityMeta, field: string) =>
  translate(`resources.${entity.resource}.fields.${field}`, { _: humanize(field) });

export const subfieldLabel = (translate: Translate, field: string) => translate(`subfields.${field}`, { _: humanize(field) });

/** An enum value's label, shared by field name (values.<field>.<value>). */
export const valueLabel = (translate: Translate, field: string, value: unknown) => translate(`values.${field}.${String(value)}`, { _: String(value) });

/** The resource's name, singular by default (polyglot smart count). */
export const resourceName = (translate: Translate, entity: EntityMeta, count = 1) =>
  translate(`resources.${entity.resource}.name`, { smart_count: count, _: humanize(entity.resource) });

/** A name inside a sentence: 'Create currency conversion', not 'Create Currency conversion'; an acronym ('QR code') stays. */
export function nameInSentence(name: string): string {
  const [first, second] = [...name];
  if (!first || (second && second === second.toUpperCase() && second !== second.toLowerCase())) return name;
  return first.toLowerCase() + name.slice(first.length);
}

export function labelerFor(translate: Translate, entity: EntityMeta): Labeler {
  return { field: (name) => fieldLabel(translate, entity, name), subfield: (name) => subfieldLabel(translate, name) };
}
