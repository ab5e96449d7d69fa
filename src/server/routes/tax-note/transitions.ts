import type { FastifyInstance } from 'fastify';
import type { NoteAction } from '../../../domain/tax-note-protocol';
import { languageFrom } from '../../../i18n/translate';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { bulkApprove } from '../../services/tax-notes/bulk-approve';
import { getTaxNote } from '../../services/tax-notes/get-tax-note';
import { transitionNote } from '../../services/tax-notes/transition-note';
import { assertSupportingDocument } from '../../services/tax-notes/supporting-document';
import { keyParams } from '../body-schemas';
import { positionOf } from './tax-notes';
import { amendmentBody, bulkApproveBody, disputeBody, emptyBody, noteDetailResponse, reasonBody, bulkApproveResponse } from './tax-note-schemas';

type TransitionBody = { reason?: string; amount?: number; documentKey?: string };

/** Each step of a note's life: URL suffix, the action, its body. */
const TRANSITIONS: [suffix: string, action: NoteAction, body: object, description: string][] = [
  ['approve', 'approve', emptyBody, "Approve the note's current step, as that step's actor"],
  ['reject', 'reject', reasonBody, 'Reject the note, with a reason'],
  ['issue', 'issue', emptyBody, 'Issue an approved note to its taxpayer'],
  ['amendments', 'requestAmendment', amendmentBody, 'Ask to change the amount owed, with a reason and a supporting document'],
  ['amendments/approve', 'approveAmendment', emptyBody, "Approve another person's amendment (four eyes)"],
  ['amendments/reject', 'rejectAmendment', reasonBody, 'Reject an amendment, with a reason'],
  ['disputes', 'openDispute', disputeBody, "Record the taxpayer's dispute of the note"],
  ['disputes/reject', 'rejectDispute', reasonBody, 'Reject a dispute, with a reason'],
];

const tags = ['Tax notes'];

/**
 * The transitions are declared with the Tax Note read area: whether the caller's role is the
 * actor of the note's current step is the service's decision (403 with the taxnote message).
 */
export async function taxNoteTransitionRoutes(app: FastifyInstance) {
  for (const [suffix, action, body, description] of TRANSITIONS) {
    app.post<{ Params: { key: string }; Body: TransitionBody }>(
      `/api/taxNote/notes/:key/${suffix}`,
      {
        schema: { tags, description, params: keyParams, body, response: noteDetailResponse },
        config: { access: { area: 'Tax Note', action: 'read' }, project: true, auditAction: `tax note ${action}` },
      },
      async (request) => {
        const projectKey = currentProject(request);
        const principal = currentPrincipal(request);
        await assertSupportingDocument(app.db, request.body.documentKey, principal);
        await transitionNote({
          db: app.db,
          projectKey,
          noteKey: request.params.key,
          action,
          by: { kind: 'user', principal, ...positionOf(request) },
          now: new Date(),
          reason: request.body.reason,
          amount: request.body.amount,
          documentKey: request.body.documentKey,
        });
        return { error: false, data: await getTaxNote(app.db, projectKey, request.params.key, principal) };
      },
    );
  }

  app.post<{ Body: { keys: string[] } }>(
    '/api/taxNote/notes/bulk-approve',
    {
      schema: { tags, description: 'Approve several notes at once; each answers on its own', body: bulkApproveBody, response: bulkApproveResponse },
      config: { access: { area: 'Approver', action: 'update' }, project: true, auditAction: 'tax notes approved' },
    },
    async (request) => ({
      error: false,
      data: await bulkApprove({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        keys: request.body.keys,
        now: new Date(),
        language: languageFrom(request.headers['accept-language']),
        ...positionOf(request),
      }),
    }),
  );
}
