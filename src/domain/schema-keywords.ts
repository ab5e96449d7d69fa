import type { Ajv } from 'ajv';

/**
 * UI hints in schemas/ use one prefix, `x-admin-`. They are annotations only: registered once so
 * Ajv strict mode accepts them, and never changing validation (schemas/README.md).
 */
export const ADMIN_KEYWORDS = [
  'x-admin-views',
  'x-admin-widget',
  'x-admin-reference',
  'x-admin-reference-filter',
  'x-admin-order',
  'x-admin-access',
  'x-admin-resource',
  'x-admin-route',
  'x-admin-label',
  'x-admin-representation',
  'x-admin-icon',
  'x-admin-filter',
  'x-admin-sortable',
  'x-admin-readonly',
  'x-admin-hidden',
  'x-admin-options',
  'x-admin-project-scoped',
  'x-admin-search',
  'x-admin-store',
  'x-admin-read-access',
  'x-admin-path',
  'x-admin-unique',
  'x-admin-pattern-message',
  'x-admin-normalize',
] as const;

export function registerAdminKeywords(ajv: Ajv): Ajv {
  for (const keyword of ADMIN_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array'] });
  }
  return ajv;
}
