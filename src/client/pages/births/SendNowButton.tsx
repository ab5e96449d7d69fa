import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { birthsApi } from './births-api';
import { useNotifySuccess } from '../../providers/use-notify-success';

/**
 * "Send to the registry now" (Health Approver): the approved births go at once instead of at
 * the scheduler's next run; the run is logged in the scheduler logs like a timed one.
 */
export function SendNowButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const refresh = useRefresh();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const run = await birthsApi.sendToRegistry();
      const { transmitted = 0, failed = 0 } = run.counts;
      if (run.outcome === 'failed' || failed) notify('births.sendNow.failed', { type: 'warning', messageArgs: { transmitted, failed, error: run.error } });
      else if (transmitted === 0) notify('births.sendNow.nothing', { type: 'info' });
      else notifySuccess('births.sendNow.done', { messageArgs: { smart_count: transmitted } });
      refresh();
      void client.invalidateQueries({ queryKey: ['births'] });
    } catch (failure) {
      notify((failure as Error).message || 'errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void send()} disabled={busy} startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <SendIcon />}>
      {translate('births.sendNow.button')}
    </Button>
  );
}
