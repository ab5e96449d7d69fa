import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { readSchemas, type SchemaNode } from './support';

/** Every `x-admin-pattern-message` anywhere in a schema, with where it sits. */
function patternMessages(node: unknown, where: string, found: { where: string; key: unknown; hasPattern: boolean }[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => patternMessages(item, `${where}[${i}]`, found));
  else if (node && typeof node === 'object') {
    const record = node as SchemaNode;
    if ('x-admin-pattern-message' in record) found.push({ where, key: record['x-admin-pattern-message'], hasPattern: typeof record.pattern === 'string' });
    for (const [name, child] of Object.entries(record)) patternMessages(child, `${where}.${name}`, found);
  }
  return found;
}

const lookup = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('x-admin-pattern-message', () => {
  const { common, entities } = readSchemas();
  const all = [...patternMessages(common, 'common'), ...entities.flatMap(({ file, schema }) => patternMessages(schema, file))];

  it('is used on the formats people type (plate, chassis, account number, phone)', () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  it('sits beside a pattern and names a message in English and French', () => {
    for (const { where, key, hasPattern } of all) {
      expect(hasPattern, where).toBe(true);
      expect(typeof lookup(en, String(key)), `${where}: en ${String(key)}`).toBe('string');
      expect(typeof lookup(fr, String(key)), `${where}: fr ${String(key)}`).toBe('string');
    }
  });
});
