import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { enumsByField, nestedFieldNames, propertiesOf, readSchemas } from './support';

type Labels = Record<string, unknown>;
const set = readSchemas();
const catalogues = { en, fr } as unknown as Record<'en' | 'fr', { resources: Labels; subfields: Labels; values: Labels }>;
const label = (root: Labels, ...path: string[]) =>
  path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Labels)[part] : undefined), root);
const isLabel = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

describe.each(['en', 'fr'] as const)('%s labels of the schemas', (language) => {
  const { resources, subfields, values } = catalogues[language];

  it.each(set.entities.map(({ file, schema }) => [file, schema] as const))('%s', (_file, schema) => {
    const resource = schema['x-admin-resource'] as string;
    const missing: string[] = [];
    // polyglot smart count: "singular |||| plural"
    if (!/^\S.* \|\|\|\| \S.*$/.test(String(label(resources, resource, 'name')))) missing.push(`resources.${resource}.name`);
    for (const field of Object.keys(propertiesOf(schema)))
      if (!isLabel(label(resources, resource, 'fields', field))) missing.push(`resources.${resource}.fields.${field}`);
    for (const field of nestedFieldNames(schema, set.common)) if (!isLabel(label(subfields, field))) missing.push(`subfields.${field}`);
    for (const [field, options] of enumsByField(schema, set.common)) {
      for (const option of options) if (!isLabel(label(values, field, String(option)))) missing.push(`values.${field}.${String(option)}`);
    }
    expect(missing).toEqual([]);
  });

  it('labels no resource or field the schemas do not have', () => {
    const stale: string[] = [];
    for (const [resource, entry] of Object.entries(resources)) {
      const entity = set.entities.find(({ schema }) => schema['x-admin-resource'] === resource);
      if (!entity) {
        stale.push(resource);
        continue;
      }
      for (const field of Object.keys((entry as { fields: Labels }).fields)) if (!(field in propertiesOf(entity.schema))) stale.push(`${resource}.${field}`);
    }
    expect(stale).toEqual([]);
  });
});

describe('English and French hold the same keys', () => {
  const keys = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object' ? Object.entries(node).flatMap(([name, child]) => keys(child, `${prefix}${name}.`)) : [prefix.slice(0, -1)];
  it.each(['resources', 'subfields', 'values'] as const)('%s', (namespace) => {
    expect(keys(catalogues.fr[namespace]).sort()).toEqual(keys(catalogues.en[namespace]).sort());
  });
});
