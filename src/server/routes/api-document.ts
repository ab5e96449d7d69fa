import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { EntityMeta } from '../../domain/entity-meta';

/**
 * The families of the API as the OpenAPI document groups them, each with the one line a reader of
 * /api/docs sees. A route names its family by one of these keys; the contract test refuses an
 * operation whose tag is not declared here (or is not a registry's, see registryTag).
 */
export const API_FAMILIES = {
  Authentication: 'Sign in, refresh, sign out, lock and unlock, password reset and sign-up.',
  Account: "The signed-in user's own profile, password and establishments.",
  Navigation: "The side menu, filtered by the caller's role.",
  'My work': "The caller's own work in the project, one section per right they hold.",
  Users: 'Staff accounts: create, change, disable, force sign-out, membership of projects.',
  Roles: 'Roles and their permission matrix (areas × actions).',
  Projects: 'Projects, their members, audit trail, scheduler runs and health overview.',
  'Tax notes': 'Taxation: notes, their approval steps, amendments, disputes and bulk approval.',
  Payments: 'The counter: find a note, post payments and fees, split into instalments, reverse, receipts.',
  'Revenue shares': "Beneficiaries' shares of collected money and the transfers that settle them.",
  'Money approvals': 'Second-person approval of reversals, settlements and exchange rates.',
  'Closed periods': 'Closing an accounting month and the two-person request to reopen it.',
  Clearance: 'Tax clearance certificates for a taxpayer with nothing left to pay.',
  Recoverment: 'Chasing unpaid notes: reminders, summons and their follow-up.',
  'Call centre': "The call centre's queue of unpaid notes and its call log.",
  'Background tasks': 'Long work (regeneration, exports) running apart, with its progress.',
  Documents: 'PDF documents (notes, receipts, certificates), uploads and their signed QR codes.',
  Reports: 'Registration, money, bank and health reports, on screen and as Excel files.',
  Births: 'Birth declarations, their approval queue and transmission to the national registry.',
  Deaths: 'Death declarations, their approval and certificates.',
  'GBV cases': 'Gender-based-violence cases, with identities shown only to those who may see them.',
  'Public site': "The citizens' site: look up, download and verify a note, a receipt or a certificate.",
  Health: 'Liveness and readiness of this instance, for load balancers and operators.',
} as const;

export type ApiFamily = keyof typeof API_FAMILIES;

/** A registry kept in the generic record store is its own family, named by its schema's title. */
export const registryTag = (entity: EntityMeta) => entity.schema.title ?? entity.resource;

/**
 * A stable, unique operationId from the method and the path, for client generators:
 * GET /api/taxNote/notes/{key}/approve → getTaxNoteNotesByKeyApprove. A route may name its own.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[:{](\w+)\}?$/.exec(segment);
      return parameter ? ['by', parameter[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/** @fastify/swagger settings: OpenAPI 3.1 (the route schemas are JSON Schema 2020-12), families, operationIds. */
export function apiDocumentOptions(registries: EntityMeta[]): FastifyDynamicSwaggerOptions {
  const tags = [
    ...Object.entries(API_FAMILIES).map(([name, description]) => ({ name, description })),
    ...registries.map((entity) => ({ name: registryTag(entity), description: `${registryTag(entity)} records of the registries.` })),
  ];
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mapato API',
        version: '0.1.0',
        description: 'Provincial e-taxation and civil-registration back office',
      },
      servers: [{ url: '/', description: 'This installation' }],
      tags,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      const own = (schema ?? {}) as { operationId?: string };
      return { schema: { ...own, operationId: own.operationId ?? operationIdOf([route.method].flat()[0], url) }, url };
    },
  };
}
