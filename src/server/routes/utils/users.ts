import type { FastifyInstance } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { findProjectUser, listUsers } from '../../services/users/list-users';
import { createUser } from '../../services/users/create-user';
import { forceLogoutUser, updateUser } from '../../services/users/update-user';
import { changePassword } from '../../services/auth/change-password';
import { toApiUser } from '../../services/users/user-record';
import type { UserInput } from '../../services/users/check-user-input';
import { notFound } from '../../app-error';
import { requiredVersion, sendVersion } from '../../services/row-version';
import { languageFrom } from '../../../i18n/translate';
import { key, keyParams, nonEmpty, object, str } from '../body-schemas';
import { entityBody, normalizeBody } from '../entity-bodies';
import { users } from '../../db/schema';
import { nullableText, ok, okFlag, okList, rowSchema } from '../response-schemas';

const createBody = entityBody('users', { require: ['password', 'confirmPassword'] });
const updateBody = entityBody('users', { partial: true, omit: ['password', 'confirmPassword'] });
const tags = ['Users'];
/** A user as answered (services/users/user-record.ts): the row without its password hash, plus the role's name. */
const user = rowSchema(users, { omit: ['passwordHash'], extra: { roleName: nullableText } });

export async function userRoutes(app: FastifyInstance) {
  const read = { access: { area: 'User', action: 'read' }, project: true } as const;

  app.get<{ Querystring: ListQuery }>(
    '/api/utils/users',
    { schema: { tags, description: "The current project's users", querystring: listQuerySchema, response: okList(user) }, config: read },
    async (request, reply) => {
      const { rows, total, offset } = await listUsers(app.db, currentProject(request), request.query);
      return sendList(reply, 'users', offset, rows, total);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/utils/users/:key',
    { schema: { tags, description: 'A user of the current project', params: keyParams, response: ok(user) }, config: read },
    async (request, reply) => {
      const row = await findProjectUser(app.db, currentProject(request), request.params.key);
      if (!row) throw notFound();
      sendVersion(reply, row.user.version);
      return { error: false, data: toApiUser(row.user, row.roleName) };
    },
  );

  app.post<{ Body: UserInput }>(
    '/api/utils/users',
    {
      schema: { tags, description: 'Create a user in the current project', body: createBody, response: ok(user) },
      preValidation: normalizeBody,
      config: { access: { area: 'User', action: 'create' }, project: true, auditAction: 'user created' },
    },
    async (request) => {
      const data = await createUser(app.db, request.body, context(request));
      return { error: false, data };
    },
  );

  app.put<{ Params: { key: string }; Body: UserInput }>(
    '/api/utils/users/:key',
    {
      schema: {
        tags,
        description: 'Update a user (the user name is locked; If-Match names the version edited)',
        params: keyParams,
        body: updateBody,
        response: ok(user),
      },
      preValidation: normalizeBody,
      config: { access: { area: 'User', action: 'update' }, project: true, auditAction: 'user updated' },
    },
    async (request, reply) => {
      const version = requiredVersion(request);
      const data = await updateUser(app.db, request.params.key, request.body, { ...context(request), version });
      sendVersion(reply, data.version);
      return { error: false, data };
    },
  );

  app.post<{ Params: { key: string } }>(
    '/api/utils/users/:key/force-logout',
    {
      schema: { tags, description: 'End every sign-in of a user', params: keyParams, response: okFlag('forcedLogout') },
      config: { access: { area: 'User', action: 'update' }, project: true, auditAction: 'user forced logout' },
    },
    async (request) => {
      await forceLogoutUser(app.db, request.params.key, context(request));
      return { error: false, data: { forcedLogout: true } };
    },
  );

  app.post<{ Body: { _key: string; userId?: string; currentPassword: string; newPassword: string; confirmPassword?: string } }>(
    '/api/utils/users/update-password',
    {
      schema: {
        tags,
        description: "Change the signed-in user's own password",
        body: object({ _key: key(), userId: str(64), currentPassword: nonEmpty(200), newPassword: nonEmpty(200), confirmPassword: str(200) }, [
          '_key',
          'currentPassword',
          'newPassword',
        ]),
        response: okFlag('updated'),
      },
      config: { access: { area: 'Dashboard', action: 'update' }, auditAction: 'password changed' },
    },
    async (request) => {
      const principal = currentPrincipal(request);
      await changePassword(app.db, { callerKey: principal.userKey, userKey: request.body._key, ...request.body });
      return { error: false, data: { updated: true } };
    },
  );

  function context(request: Parameters<typeof currentProject>[0]) {
    return { projectKey: currentProject(request), principal: currentPrincipal(request), language: languageFrom(request.headers['accept-language']) };
  }
}
