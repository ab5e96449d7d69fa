import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { convertMinor, type Currency } from '../../../domain/money';
import { dueDateFrom, type TaxType } from '../../../domain/tax-computation';
import {
  ISSUED,
  REJECTED,
  actorRights,
  afterAmendmentApproved,
  autoApprovable,
  allowedActions,
  disputedByOf,
  ownRequestIn,
  protocolOf,
  stateAfterApproval,
  type ActorRights,
  type Lifecycle,
  type NoteAction,
  type NoteStatus,
} from '../../../domain/tax-note-protocol';
import type { Db } from '../../db/open-db';
import { taxNoteEvents, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { enqueueNoteNotice } from '../notifications/note-notice';
import { namesOfNotes, toApiNote, userNames, type TaxNoteRow } from './note-view';
import { projectOf, stepsForType } from './project-settings';
import { lockNote } from './lock-note';
import { recordReader } from './record-reader';
import { assertPeriodOpen, noteTaxedDay } from '../period-closes/period-guard';
import { decidedFirst, notTheActor, ownRequestRefused, reasonRequired, stateRefuses, withinRange } from './tax-note-errors';
import { AppError } from '../../app-error';
import { dayInZone } from '../../../domain/dated-money';

export type TransitionActor = { kind: 'system' } | { kind: 'user'; principal: Principal; latitude?: number | null; longitude?: number | null };

export type TransitionOptions = {
  db: Db;
  projectKey: string;
  noteKey: string;
  action: NoteAction;
  by: TransitionActor;
  now: Date;
  reason?: string;
  amount?: number;
  documentKey?: string;
};

/** The scheduler stands in for the approver, and for nothing else. */
const SYSTEM_RIGHTS: ActorRights = { appraiser: false, approver: true, receveur: false, staff: false };
/** Every actor at once: what the note's state allows to somebody. */
const ANY_ACTOR: ActorRights = { appraiser: true, approver: true, receveur: true, staff: true };
const NEEDS_REASON = new Set<NoteAction>(['reject', 'requestAmendment', 'rejectAmendment', 'openDispute', 'rejectDispute']);

const EVENT_KIND: Record<NoteAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  issue: 'issued',
  requestAmendment: 'amendmentRequested',
  approveAmendment: 'amendmentApproved',
  rejectAmendment: 'amendmentRejected',
  openDispute: 'disputed',
  rejectDispute: 'disputeRejected',
};

const statusOf = (note: TaxNoteRow, disputedBy: string | null): NoteStatus => ({
  lifecycle: note.lifecycle as Lifecycle,
  awaitingActor: note.awaitingActor as 'approver' | 'receveur' | null,
  disputed: note.disputed,
  pendingAmendment: note.pendingAmendment,
  createdBy: note.createdBy,
  disputedBy,
});

/** Who recorded the note's open dispute (read only when it has one: four eyes on deciding it). */
async function disputedByIn(tx: Db, note: TaxNoteRow): Promise<string | null> {
  if (!note.disputed) return null;
  const events = await tx
    .select({ kind: taxNoteEvents.kind, userKey: taxNoteEvents.userKey })
    .from(taxNoteEvents)
    .where(and(eq(taxNoteEvents.noteKey, note.key), eq(taxNoteEvents.kind, 'disputed')))
    .orderBy(asc(taxNoteEvents.id));
  return disputedByOf(events);
}

/** The refusal of a step someone else already decided, naming who (their full name) and when. */
async function lastDecisionRefusal(tx: Db, note: TaxNoteRow) {
  const [last] = await tx
    .select({ kind: taxNoteEvents.kind, userKey: taxNoteEvents.userKey, userName: taxNoteEvents.userName, createdAt: taxNoteEvents.createdAt })
    .from(taxNoteEvents)
    .where(eq(taxNoteEvents.noteKey, note.key))
    .orderBy(desc(taxNoteEvents.id))
    .limit(1);
  if (!last) return stateRefuses();
  const names = await userNames(tx, [last.userKey]);
  const name = (last.userKey && names.get(last.userKey)) || last.userName || '';
  return decidedFirst(note.reference, { kind: last.kind, name, at: last.createdAt });
}

/**
 * 409 when the note's state allows the action to nobody; 403 with the taxnote permission message
 * when it is open, but to another step's actor than the caller's role; 403 FOUR_EYES when the
 * caller's role may take it but the caller made the request it decides (the system never did).
 */
function assertAllowed(status: NoteStatus, action: NoteAction, by: TransitionActor) {
  const rights = by.kind === 'system' ? SYSTEM_RIGHTS : actorRights(by.principal.roleList);
  if (by.kind === 'system' && action !== 'approve') throw notTheActor();
  if (by.kind === 'system' && !autoApprovable(status)) throw stateRefuses();
  if (allowedActions(status, rights).includes(action)) {
    const own = by.kind === 'user' ? ownRequestIn(action, status, by.principal.userKey) : null;
    if (own) throw ownRequestRefused(own);
    return;
  }
  if (allowedActions(status, ANY_ACTOR).includes(action)) throw notTheActor();
  throw stateRefuses();
}

type Change = Partial<typeof taxNotes.$inferInsert>;

/** The columns an action changes (the lifecycle is written with the event that caused it). */
async function changeFor(
  tx: Db,
  note: TaxNoteRow,
  options: TransitionOptions,
  userKey: string | null,
): Promise<{ change: Change; data: Record<string, unknown> }> {
  const { action, now } = options;
  switch (action) {
    case 'approve': {
      // The protocol as the tax type's steps say today; the project's delay gives the due date.
      const principal = options.by.kind === 'user' ? options.by.principal : undefined;
      const reader = recordReader(tx, options.projectKey, principal ?? systemPrincipal(options.projectKey));
      const state = stateAfterApproval(protocolOf(await stepsForType(reader, note.taxType as TaxType)));
      const { dueDateDays } = await projectOf(tx, options.projectKey);
      const issued = state.lifecycle === 'issued' ? { issuedAt: now, issuedBy: userKey } : {};
      return {
        change: { ...state, approvedAt: now, approvedBy: userKey, dueDate: dueDateFrom(dayInZone(now), dueDateDays), ...issued },
        data: { lifecycle: state.lifecycle },
      };
    }
    case 'reject':
      return { change: { ...REJECTED }, data: {} };
    case 'issue': {
      const { dueDateDays } = await projectOf(tx, options.projectKey);
      return { change: { ...ISSUED, issuedAt: now, issuedBy: userKey, dueDate: note.dueDate ?? dueDateFrom(dayInZone(now), dueDateDays) }, data: {} };
    }
    case 'requestAmendment': {
      const amount = options.amount ?? note.amount;
      // Refused now rather than when the approver decides: its counter-value must be computable.
      withinRange('amount', () => convertMinor(amount, note.currency as Currency, note.counterCurrency as Currency, note.conversionRate));
      // The document rides on the pending request and on its event: the approver opens it from either.
      const evidence = options.documentKey ? { documentKey: options.documentKey } : {};
      const pendingAmendment = {
        amount,
        reason: options.reason!.trim(),
        ...evidence,
        requestedBy: userKey ?? '',
        requestedAt: now.toISOString(),
      };
      return { change: { pendingAmendment }, data: { amount, currency: note.currency, previousAmount: note.amount, ...evidence } };
    }
    case 'approveAmendment': {
      const approved = afterAmendmentApproved({ amount: note.pendingAmendment!.amount });
      const counterAmount = withinRange('amount', () =>
        convertMinor(approved.amount, note.currency as Currency, note.counterCurrency as Currency, note.conversionRate),
      );
      return { change: { ...approved, counterAmount }, data: { amount: approved.amount, currency: note.currency, previousAmount: note.amount } };
    }
    case 'rejectAmendment':
      return { change: { pendingAmendment: null }, data: { amount: note.pendingAmendment?.amount } };
    case 'openDispute':
      return { change: { disputed: true }, data: options.documentKey ? { documentKey: options.documentKey } : {} };
    case 'rejectDispute':
      return { change: { disputed: false }, data: {} };
  }
}

/** The scheduler reads the project's records with no person behind it. */
const systemPrincipal = (projectKey: string): Principal => ({
  userKey: '',
  userName: 'system',
  personName: 'system',
  signInKey: '',
  userRole: null,
  userType: null,
  roleName: '',
  roleList: [],
  isSuperAdmin: false,
  projectKeys: [projectKey],
  establishmentKeys: [],
});

/**
 * One step of a note's life, in one transaction: the note row is locked, the action checked
 * against its state and the actor's role, the columns changed with the version bumped, and the
 * event appended. Of simultaneous decisions on one note, exactly one wins; the others find the
 * note already changed and are refused with 409.
 */
export async function transitionNote(options: TransitionOptions) {
  const { db, projectKey, noteKey, action, by, now } = options;
  if (NEEDS_REASON.has(action) && !options.reason?.trim()) throw reasonRequired();
  const user = by.kind === 'user' ? by.principal : undefined;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const note = await lockNote(tx, projectKey, noteKey);
    try {
      assertAllowed(statusOf(note, await disputedByIn(tx, note)), action, by);
    } catch (refusal) {
      if (refusal instanceof AppError && refusal.errorCode === 'TAX_NOTE_STATE') throw await lastDecisionRefusal(tx, note);
      throw refusal;
    }
    // An amendment changes what the note's month taxed: refused once that month is closed.
    if (action === 'requestAmendment' || action === 'approveAmendment') await assertPeriodOpen(tx, projectKey, noteTaxedDay(note));
    const { change, data } = await changeFor(tx, note, options, user?.userKey ?? null);
    const [updated] = await tx
      .update(taxNotes)
      .set({ ...change, version: sql`${taxNotes.version} + 1` })
      .where(eq(taxNotes.key, noteKey))
      .returning();
    await tx.insert(taxNoteEvents).values({
      noteKey,
      projectKey,
      kind: by.kind === 'system' ? 'autoApproved' : EVENT_KIND[action],
      userKey: user?.userKey ?? null,
      userName: user?.userName ?? null,
      reason: options.reason?.trim() ?? '',
      data,
      latitude: by.kind === 'user' ? (by.latitude ?? null) : null,
      longitude: by.kind === 'user' ? (by.longitude ?? null) : null,
      createdAt: now,
    });
    // The taxpayer's notice, whichever step issued the note (the receveur's issue, or an approval
    // when the protocol has no receveur step). Queued in this transaction: a refused or rolled-back
    // step queues nothing.
    if (updated.lifecycle === 'issued' && note.lifecycle !== 'issued') await enqueueNoteNotice(tx, updated);
    return toApiNote(updated, await namesOfNotes(tx, [updated]), dayInZone(now));
  });
}
