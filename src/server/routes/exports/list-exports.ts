import { registryTag } from '../api-document';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../domain/constants';
import type { EntityMeta } from '../../../domain/entity-meta';
import { languageFrom, translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import { currentPrincipal, currentProject } from '../../plugins/access';
import type { FieldExport } from '../../services/exports/entity-columns';
import { registerListExport, type ListExport, type ListPage } from '../../services/exports/list-export';
import type { ExportRow } from '../../services/exports/send-xlsx';
import { listPayments } from '../../services/payments/list-payments';
import { listProjects } from '../../services/projects/projects';
import { entityOf, loadEntities } from '../../services/records/entity-registry';
import { listRecords } from '../../services/records/list-records';
import { listClearances } from '../../services/recovery/clearances';
import { listRoles } from '../../services/roles/roles';
import { listTaxNotes } from '../../services/tax-notes/list-tax-notes';
import { listUsers } from '../../services/users/list-users';

/** The file name and columns of a list: its schema entity's, or its own. */
function columnsOf(columns: ListRoute['columns']): Pick<ListExport, 'fileName' | 'entity' | 'fields'> {
  if (!('entity' in columns)) return columns;
  const meta = entityOf(columns.entity);
  if (!meta) throw new Error(`no schema declares the resource ${columns.entity}`);
  return { fileName: meta.path, entity: meta };
}

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
 * A list with a service of its own. `columns` names the schema entity whose list view gives the
 * columns and the file name, or gives the list's own; `read` is the list's service.
 */
type ListRoute = Pick<ListExport, 'url' | 'config' | 'tags'> & {
  columns: { entity: string } | Pick<ListExport, 'fileName' | 'fields'>;
  read: (db: Db, ...page: Parameters<ListPage>) => ReturnType<ListPage>;
};

const LIST_ROUTES: readonly ListRoute[] = [
  {
    url: '/api/taxNote/notes',
    config: { access: { area: 'Tax Note', action: 'read' }, project: true },
    tags: ['Tax notes'],
    columns: { entity: 'taxNotes' },
    read: (db, request, query, options) => listTaxNotes(db, currentProject(request), query, [], options),
  },
  {
    url: '/api/payment/payments',
    config: { access: { area: 'Payment', action: 'read' }, project: true },
    tags: ['Payments'],
    columns: { entity: 'payments' },
    read: (db, request, query, options) => listPayments(db, currentProject(request), currentPrincipal(request), query, options),
  },
  {
    url: '/api/project/projects',
    config: { access: { area: 'Project', action: 'read' } },
    tags: ['Projects'],
    columns: { entity: 'projects' },
    read: (db, request, query) => listProjects(db, currentPrincipal(request), query),
  },
  {
    url: '/api/utils/users',
    config: { access: { area: 'User', action: 'read' }, project: true },
    tags: ['Users'],
    columns: { entity: 'users' },
    read: (db, request, query) => listUsers(db, currentProject(request), query),
  },
  {
    url: '/api/utils/roles',
    config: { access: { area: 'Role', action: 'read' } },
    tags: ['Roles'],
    columns: { entity: 'roles' },
    read: (db, request, query) => listRoles(db, currentPrincipal(request), query),
  },
  {
    url: '/api/taxNote/clearances',
    config: { access: { area: 'Clearance', action: 'read' }, project: true },
    tags: ['Clearance'],
    columns: { fileName: 'clearance', fields: clearanceFields },
    read: (db, request, query) => listClearances(db, currentProject(request), query, new Date()),
  },
];

/** Each record-store entity's list: the record store reads it by keyset. */
function recordListExport(app: FastifyInstance, meta: EntityMeta): ListExport {
  return {
    url: `/api/${meta.route}`,
    config: { access: { area: meta.readAccess, action: 'read' }, project: meta.projectScoped },
    tags: [registryTag(meta)],
    fileName: meta.path,
    entity: meta,
    page: (request, query, options) =>
      listRecords(
        {
          db: app.readDb,
          entity: meta,
          projectKey: request.projectKey,
          principal: currentPrincipal(request),
          language: languageFrom(request.headers['accept-language']),
        },
        query,
        options,
      ),
  };
}

function dedicatedListExport(app: FastifyInstance, { columns, read, ...route }: ListRoute): ListExport {
  return {
    ...route,
    ...columnsOf(columns),
    page: (request, query, options) => read(app.readDb, request, query, options),
  };
}

/**
 * `<list>/export` for every list a screen exports: each record-store entity, tax notes, payments,
 * projects, users, roles and clearances. Each export is declared with its list's own access and
 * reads through its list's own service, so it holds what the list would show, page after page.
 */
export async function listExportRoutes(app: FastifyInstance) {
  const exports = [
    ...loadEntities()
      .filter((meta) => !meta.bespoke)
      .map((meta) => recordListExport(app, meta)),
    ...LIST_ROUTES.map((route) => dedicatedListExport(app, route)),
  ];
  for (const spec of exports) registerListExport(app, spec);
}
