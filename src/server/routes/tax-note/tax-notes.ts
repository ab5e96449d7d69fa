import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { coordinate } from '../../services/activity/record-activity';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { createTaxNote, type TaxNoteDraft } from '../../services/tax-notes/create-tax-note';
import { getTaxNote } from '../../services/tax-notes/get-tax-note';
import { approverQueueScope, listTaxNotes, noteListSpec } from '../../services/tax-notes/list-tax-notes';
import { myWork } from '../../services/tax-notes/my-work';
import { keyParams } from '../body-schemas';
import { draftBody, myWorkResponse, noteDetailResponse, noteListResponse } from './tax-note-schemas';

const tags = ['Tax notes'];

/** Where the caller stood (Access-Latitude / Access-Longitude), as the audit trail records it. */
export const positionOf = (request: FastifyRequest) => ({
  latitude: coordinate(request.headers['access-latitude'], 90),
  longitude: coordinate(request.headers['access-longitude'], 180),
});

/**
 * Reading and creating notes. Lists and notes are read with the Tax Note area; the approver's
 * queue is a route of its own declared with the Approver area, so a role holding only that area
 * reads exactly the notes waiting for an approver and nothing else.
 */
export async function taxNoteRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Tax Note', action: 'read' }, project: true } as const;
  // Built now, so a schema naming a list field the table lacks stops the start, not a request.
  noteListSpec();

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/notes',
    {
      schema: { tags, description: 'The tax notes of the project, filtered, sorted and paged', querystring: listQuerySchema, response: noteListResponse },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listTaxNotes(app.db, currentProject(request), request.query);
      return sendList(reply, 'taxNotes', offset, rows, total);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/approver-queue',
    {
      schema: { tags, description: 'Notes waiting for an approver (same list parameters)', querystring: listQuerySchema, response: noteListResponse },
      config: { access: { area: 'Approver', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listTaxNotes(app.db, currentProject(request), request.query, approverQueueScope());
      return sendList(reply, 'taxNotes', offset, rows, total);
    },
  );

  app.get(
    '/api/taxNote/my-work',
    { schema: { tags, description: "The caller's taxation work: notes waiting for them and their own recent notes", response: myWorkResponse }, config: read },
    async (request) => ({
      error: false,
      data: await myWork(app.db, currentProject(request), currentPrincipal(request)),
    }),
  );

  app.get<{ Params: { key: string } }>(
    '/api/taxNote/notes/:key',
    {
      schema: {
        tags,
        description: 'A tax note with its items, history, payments and the actions the caller may take',
        params: keyParams,
        response: noteDetailResponse,
      },
      config: read,
    },
    async (request) => ({ error: false, data: await getTaxNote(app.db, currentProject(request), request.params.key, currentPrincipal(request)) }),
  );

  app.post<{ Body: TaxNoteDraft }>(
    '/api/taxNote/notes',
    {
      schema: {
        tags,
        description: 'Tax an object: the note is computed from the nomenclature and waits for approval',
        body: draftBody(),
        response: noteDetailResponse,
      },
      config: { access: { area: 'Taxation', action: 'create' }, project: true, auditAction: 'tax note created' },
    },
    async (request) => ({
      error: false,
      data: await createTaxNote({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        draft: request.body,
        now: new Date(),
        ...positionOf(request),
      }),
    }),
  );
}
