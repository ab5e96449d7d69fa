import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../domain/constants';
import { languageFrom, translate } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import type { FieldExport } from '../../services/exports/entity-columns';
import { registerListExport } from '../../services/exports/list-export';
import type { ExportRow } from '../../services/exports/send-xlsx';
import { listPayments } from '../../services/payments/list-payments';
import { listProjects } from '../../services/projects/projects';
import { entityOf, loadEntities } from '../../services/records/entity-registry';
import { listRecords } from '../../services/records/list-records';
import { listClearances } from '../../services/recovery/clearances';
import { listRoles } from '../../services/roles/roles';
import { listTaxNotes } from '../../services/tax-notes/list-tax-notes';
import { listUsers } from '../../services/users/list-users';

const entity = (resource: string) => {
  const found = entityOf(resource);
  if (!found) throw new Error(`no schema declares the resource ${resource}`);
  return found;
};

/** The clearance screen's columns: it has no schema, its cards read these. */
function clearanceFields(language: Language): FieldExport[] {
  const header = (key: string) => translate(language, key);
  const text = (key: string, label: string, read: (row: ExportRow) => unknown = (row) => row[key]): FieldExport => ({
    column: { header: header(label), key, type: 'text' },
    value: (row) => read(row) ?? null,
  });
  return [
    text('number', 'clearance.list.number'),
    text('taxpayerName', 'clearance.list.taxpayer'),
    text('state', 'clearance.list.state', (row) => translate(language, `clearance.states.${String(row.state)}`)),
    { column: { header: header('clearance.list.requestedAt'), key: 'requestedAt', type: 'moment' }, value: (row) => row.requestedAt },
    { column: { header: header('clearance.list.validUntil'), key: 'validUntil', type: 'day' }, value: (row) => row.validUntil },
    text('revokeReason', 'clearance.revoke.reason'),
  ];
}

/**
 * `<list>/export` for every list a screen exports: each record-store entity, tax notes, payments,
 * projects, users, roles and clearances. Each export is declared with its list's own access and
 * reads through its list's own service, so it holds what the list would show, page after page.
 */
export async function listExportRoutes(app: FastifyInstance) {
  for (const meta of loadEntities().filter((e) => !e.bespoke)) {
    registerListExport(app, {
      url: `/api/${meta.route}`,
      config: { access: { area: meta.readAccess, action: 'read' }, project: meta.projectScoped },
      tags: [meta.resource],
      fileName: meta.path,
      entity: meta,
      page: (request, query, options) =>
        listRecords(
          {
            db: app.db,
            entity: meta,
            projectKey: request.projectKey,
            principal: currentPrincipal(request),
            language: languageFrom(request.headers['accept-language']),
          },
          query,
          options,
        ),
    });
  }
  const taxNotes = entity('taxNotes');
  registerListExport(app, {
    url: '/api/taxNote/notes',
    config: { access: { area: 'Tax Note', action: 'read' }, project: true },
    tags: ['Tax notes'],
    fileName: taxNotes.path,
    entity: taxNotes,
    page: (request, query) => listTaxNotes(app.db, currentProject(request), query),
  });
  const payments = entity('payments');
  registerListExport(app, {
    url: '/api/payment/payments',
    config: { access: { area: 'Payment', action: 'read' }, project: true },
    tags: ['Payments'],
    fileName: payments.path,
    entity: payments,
    page: (request, query) => listPayments(app.db, currentProject(request), currentPrincipal(request), query),
  });
  const projects = entity('projects');
  registerListExport(app, {
    url: '/api/project/projects',
    config: { access: { area: 'Project', action: 'read' } },
    tags: ['Projects'],
    fileName: projects.path,
    entity: projects,
    page: (request, query) => listProjects(app.db, currentPrincipal(request), query),
  });
  const users = entity('users');
  registerListExport(app, {
    url: '/api/utils/users',
    config: { access: { area: 'User', action: 'read' }, project: true },
    tags: ['Users'],
    fileName: users.path,
    entity: users,
    page: (request, query) => listUsers(app.db, currentProject(request), query),
  });
  const roles = entity('roles');
  registerListExport(app, {
    url: '/api/utils/roles',
    config: { access: { area: 'Role', action: 'read' } },
    tags: ['Roles'],
    fileName: roles.path,
    entity: roles,
    page: (request, query) => listRoles(app.db, currentPrincipal(request), query),
  });
  registerListExport(app, {
    url: '/api/tax-note/clearances',
    config: { access: { area: 'Clearance', action: 'read' }, project: true },
    tags: ['Clearance'],
    fileName: 'clearance',
    fields: clearanceFields,
    page: (request, query) => listClearances(app.db, currentProject(request), query, new Date()),
  });
}
