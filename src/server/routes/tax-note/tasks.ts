import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import { backgroundTasks } from '../../db/schema';
import { currentProject } from '../../plugins/access';
import { findTask, settleKickedTasks } from '../../services/tasks/background-tasks';
import type { BackgroundTask } from '../../services/tasks/task-types';
import { keyParams, nonEmpty, object } from '../body-schemas';
import { closedObject, instant, ok, okList, openObject, text } from '../response-schemas';

const tags = ['Background tasks'];
const integer = { type: 'integer' } as const;
export const taskSchema = closedObject({
  _key: text,
  kind: text,
  scope: text,
  status: text,
  done: integer,
  total: integer,
  counts: { type: 'object', additionalProperties: integer },
  params: openObject,
  error: text,
  startedByName: text,
  createdAt: instant,
  endedAt: { type: ['string', 'null'], format: 'date-time' },
});

/** A task as its screen shows it: state, progress and counts; one field name in every layer. */
export const taskView = (task: BackgroundTask) => ({
  _key: task.key,
  kind: task.kind,
  scope: task.scope,
  status: task.status,
  done: task.done,
  total: task.total,
  counts: task.counts,
  params: task.params,
  error: task.error,
  startedByName: task.startedByName,
  createdAt: task.createdAt.toISOString(),
  endedAt: task.endedAt?.toISOString() ?? null,
});

/** Progress of the long work users start (summons, regeneration): polled by the screen that started it. */
export async function backgroundTaskRoutes(app: FastifyInstance) {
  // Tasks this process started finish before the database closes.
  app.addHook('onClose', settleKickedTasks);
  const read = { access: { area: 'Recoverment', action: 'read' }, project: true } as const;

  app.get<{ Params: { key: string } }>(
    '/api/taxNote/tasks/:key',
    { schema: { tags, description: 'One background task: state, progress, counts', params: keyParams, response: ok(taskSchema) }, config: read },
    async (request) => {
      const task = await findTask(app.db, currentProject(request), request.params.key);
      if (!task) throw notFound();
      return { error: false, data: taskView(task) };
    },
  );

  app.get<{ Querystring: { kind?: string } }>(
    '/api/taxNote/tasks',
    {
      schema: {
        tags,
        description: "The project's latest background tasks (50), newest first",
        querystring: object({ kind: nonEmpty(40) }),
        response: okList(taskSchema),
      },
      config: read,
    },
    async (request) => {
      const projectKey = currentProject(request);
      const kind = request.query.kind;
      const rows = await app.db
        .select()
        .from(backgroundTasks)
        .where(kind ? and(eq(backgroundTasks.projectKey, projectKey), eq(backgroundTasks.kind, kind)) : eq(backgroundTasks.projectKey, projectKey))
        .orderBy(desc(backgroundTasks.createdAt))
        .limit(50);
      return { error: false, data: rows.map(taskView) };
    },
  );
}
