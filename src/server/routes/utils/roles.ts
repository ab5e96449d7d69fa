import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { createRole, deleteRole, getRole, listRoles, updateRole, type RoleInput } from '../../services/roles/roles';
import { requiredVersion, sendVersion } from '../../services/row-version';
import { keyParams } from '../body-schemas';
import { entityBody, normalizeBody } from '../entity-bodies';
import { roles } from '../../db/schema';
import { ok, okList, roleListSchema, rowSchema } from '../response-schemas';

const tags = ['Roles'];
/** A role as answered: its row, the permission matrix typed entry by entry. */
const role = rowSchema(roles, { extra: { roleList: roleListSchema } });

export async function roleRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/api/utils/roles',
    {
      schema: { tags, description: 'Roles, sorted by name', querystring: listQuerySchema, response: okList(role) },
      config: { access: { area: 'Role', action: 'read' } },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listRoles(app.db, currentPrincipal(request), request.query);
      return sendList(reply, 'roles', offset, rows, total);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/utils/roles/:key',
    {
      schema: { tags, description: 'A role with its permission matrix', params: keyParams, response: ok(role) },
      config: { access: { area: 'Role', action: 'read' } },
    },
    async (request, reply) => {
      const data = await getRole(app.db, currentPrincipal(request), request.params.key);
      sendVersion(reply, data.version);
      return { error: false, data };
    },
  );

  app.post<{ Body: RoleInput }>(
    '/api/utils/roles',
    {
      schema: { tags, description: "Create a role whose rights are all among the caller's own", body: entityBody('roles'), response: ok(role) },
      preValidation: normalizeBody,
      config: { access: { area: 'Role', action: 'create' }, auditAction: 'role created' },
    },
    async (request) => ({ error: false, data: await createRole(app.db, currentPrincipal(request), request.body) }),
  );

  app.put<{ Params: { key: string }; Body: Partial<RoleInput> }>(
    '/api/utils/roles/:key',
    {
      schema: {
        tags,
        description: "Change a role's name or permission matrix",
        params: keyParams,
        body: entityBody('roles', { partial: true }),
        response: ok(role),
      },
      preValidation: normalizeBody,
      config: { access: { area: 'Role', action: 'update' }, auditAction: 'role updated' },
    },
    async (request, reply) => {
      const data = await updateRole(app.db, currentPrincipal(request), request.params.key, request.body, requiredVersion(request));
      sendVersion(reply, data.version);
      return { error: false, data };
    },
  );

  app.delete<{ Params: { key: string } }>(
    '/api/utils/roles/:key',
    {
      schema: { tags, description: 'Delete a role no user holds', params: keyParams },
      config: { access: { area: 'Role', action: 'delete' }, auditAction: 'role deleted' },
    },
    async (request) => ({ error: false, data: await deleteRole(app.db, currentPrincipal(request), request.params.key, requiredVersion(request)) }),
  );
}
