import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import {
  addMembers,
  createProject,
  getProject,
  listMembers,
  listProjects,
  removeMember,
  updateProject,
  type ProjectInput,
} from '../../services/projects/projects';
import { requiredVersion, sendVersion } from '../../services/row-version';
import { key, keyParams, object } from '../body-schemas';
import { entityBody, normalizeBody } from '../entity-bodies';
import { closedObject, flag, instant, nullableText, ok, okFlag, okList, text } from '../response-schemas';

const tags = ['Projects'];

/** A project as answered (services/projects/projects.ts toApiProject): the split in percent, not basis points. */
const project = closedObject({
  _key: text,
  projectKey: text,
  projectName: text,
  projectType: text,
  provinceKey: nullableText,
  status: text,
  dueDateDays: { type: 'integer' },
  splitFee: flag,
  sendSms: flag,
  scheduler: flag,
  smsText: text,
  documentText: text,
  contactPhone: text,
  contactEmail: text,
  contactAddress: text,
  contactHours: text,
  revenueSplit: { type: 'number' },
  createdAt: instant,
  updatedAt: instant,
  version: { type: 'integer' },
});
const member = closedObject({ _key: text, userName: text, firstName: text, lastName: text, isActive: flag, version: { type: 'integer' } });
const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'Project', action }) as const;

export async function projectRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/api/project/projects',
    {
      schema: { tags, description: 'The projects the caller may read', querystring: listQuerySchema, response: okList(project) },
      config: { access: access('read') },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listProjects(app.db, currentPrincipal(request), request.query);
      return sendList(reply, 'projects', offset, rows, total);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/project/projects/:key',
    { schema: { tags, description: 'A project with its settings', params: keyParams, response: ok(project) }, config: { access: access('read') } },
    async (request, reply) => {
      const data = await getProject(app.db, currentPrincipal(request), request.params.key);
      sendVersion(reply, data.version);
      return { error: false, data };
    },
  );

  app.post<{ Body: ProjectInput }>(
    '/api/project/projects',
    {
      schema: { tags, description: 'Create a project', body: entityBody('projects'), response: ok(project) },
      preValidation: normalizeBody,
      config: { access: access('create'), auditAction: 'project created' },
    },
    async (request) => ({ error: false, data: await createProject(app.db, currentPrincipal(request), request.body) }),
  );

  app.put<{ Params: { key: string }; Body: Partial<ProjectInput> }>(
    '/api/project/projects/:key',
    {
      schema: { tags, description: "Change a project's settings", params: keyParams, body: entityBody('projects', { partial: true }), response: ok(project) },
      preValidation: normalizeBody,
      config: { access: access('update'), auditAction: 'project updated' },
    },
    async (request, reply) => {
      const data = await updateProject(app.db, currentPrincipal(request), request.params.key, request.body, requiredVersion(request));
      sendVersion(reply, data.version);
      return { error: false, data };
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/project/projects/:key/members',
    { schema: { tags, description: 'The users who work in a project', params: keyParams, response: okList(member) }, config: { access: access('read') } },
    async (request) => ({ error: false, data: await listMembers(app.db, currentPrincipal(request), request.params.key) }),
  );

  app.post<{ Params: { key: string }; Body: { userKeys: string[] } }>(
    '/api/project/projects/:key/members',
    {
      schema: {
        tags,
        description: 'Add existing users to a project',
        params: keyParams,
        body: object({ userKeys: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: key() } }, ['userKeys']),
        response: okList(member),
      },
      config: { access: access('update'), auditAction: 'project members added' },
    },
    async (request) => ({ error: false, data: await addMembers(app.db, currentPrincipal(request), request.params.key, request.body.userKeys) }),
  );

  app.delete<{ Params: { key: string; userKey: string } }>(
    '/api/project/projects/:key/members/:userKey',
    {
      schema: {
        tags,
        description: 'Remove a user from a project',
        params: object({ key: key(), userKey: key() }, ['key', 'userKey']),
        response: okFlag('removed'),
      },
      config: { access: access('update'), auditAction: 'project member removed' },
    },
    async (request) => ({ error: false, data: await removeMember(app.db, currentPrincipal(request), request.params.key, request.params.userKey) }),
  );
}
