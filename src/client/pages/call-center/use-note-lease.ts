import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { LEASE_RENEW_MS } from '../../../domain/call-log';
import type { CallCenterMethods } from '../../providers/call-center-methods';

/** taking: asking for the note; mine: the agent has it; held: another agent has it (message names them); failed: other error. */
export type LeaseState = { status: 'taking' } | { status: 'mine' } | { status: 'held'; message: string } | { status: 'failed'; message: string };

/**
 * Holds a note for the agent while its panel is open: taken on open, renewed before it runs out,
 * given back on close, so a second agent is told who works on it instead of calling twice.
 */
export function useNoteLease(noteKey: string) {
  const dataProvider = useDataProvider<DataProvider & CallCenterMethods>();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LeaseState>({ status: 'taking' });
  const held = useRef(false);

  const take = useCallback(async () => {
    try {
      await dataProvider.takeCallLease(noteKey);
      held.current = true;
      setState({ status: 'mine' });
    } catch (error) {
      held.current = false;
      const { status, message } = error as { status?: number; message: string };
      setState(status === 409 ? { status: 'held', message } : { status: 'failed', message });
    }
  }, [dataProvider, noteKey]);

  useEffect(() => {
    void take();
    const timer = window.setInterval(() => {
      if (held.current) void take();
    }, LEASE_RENEW_MS);
    return () => {
      window.clearInterval(timer);
      // The queue is read again once the note is given back: read at once on close, it still
      // showed the agent's own "Held by" until the next refresh.
      if (held.current)
        void dataProvider
          .releaseCallLease(noteKey)
          .then(() => queryClient.invalidateQueries({ queryKey: ['callCenter', 'queue'] }))
          .catch(() => undefined);
      held.current = false;
    };
  }, [dataProvider, noteKey, queryClient, take]);

  return { state, retry: take };
}
