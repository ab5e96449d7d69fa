import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../src/domain/constants';
import type { TaxNoteAction, TaxNoteDataProvider, TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { useNotifySuccess } from '../../src/client/providers/use-notify-success';

export type ActionInput = { reason?: string; amount?: number; documentKey?: string };

/** done: the step is taken; conflict: someone acted first (the note is read again); failed: nothing changed. */
export type ActionOutcome = 'done' | 'conflict' | 'failed';

type Call = (provider: TaxNoteDataProvider, key: string, input: ActionInput) => Promise<unknown>;

const CALLS: Record<TaxNoteAction, Call> = {
  approve: (p, key) => p.approveTaxNote(key),
  reject: (p, key, input) => p.rejectTaxNote(key, input.reason ?? ''),
  issue: (p, key) => p.issueTaxNote(key),
  requestAmendment: (p, key, input) => p.requestAmendment(key, { amount: input.amount ?? 0, reason: input.reason ?? '', documentKey: input.documentKey }),
  approveAmendment: (p, key) => p.approveAmendment(key),
  rejectAmendment: (p, key, input) => p.rejectAmendment(key, input.reason ?? ''),
  openDispute: (p, key, input) => p.openDispute(key, { reason: input.reason ?? '', documentKey: input.documentKey }),
  rejectDispute: (p, key, input) => p.rejectDispute(key, input.reason ?? ''),
};

/**
 * Takes one step of a note's protocol and says how it went. A 409 means another officer acted
 * first: the server's message is shown and every query is refreshed, so the screen shows the
 * note as it now is and offers only the steps still allowed.
 */
export function useTaxNoteAction() {
  const provider = useDataProvider<TaxNoteDataProvider>();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const run = async (note: Pick<TaxNoteRecord, 'id' | 'reference'>, action: TaxNoteAction, input: ActionInput = {}): Promise<ActionOutcome> => {
    setBusy(true);
    try {
      await CALLS[action](provider, String(note.id), input);
      notifySuccess(`taxNotes.notifications.${action}`, { messageArgs: { reference: note.reference } });
      refresh();
      return 'done';
    } catch (error) {
      const conflict = error instanceof HttpError && error.status === 409;
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
      if (conflict) refresh();
      return conflict ? 'conflict' : 'failed';
    } finally {
      setBusy(false);
    }
  };

  return { run, busy };
}
