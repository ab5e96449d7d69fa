import { Backdrop, CircularProgress, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { pendingCount, subscribePending } from '../providers/pending-requests';
import { useDelayedFlag } from './use-delayed-flag';

export const OVERLAY_DELAY_MS = 500;

/** 'Please wait...' while any request is pending, with a 500 ms start and stop delay. */
export function LoadingOverlay() {
  const translate = useTranslate();
  const pending = useSyncExternalStore(subscribePending, pendingCount) > 0;
  const shown = useDelayedFlag(pending, OVERLAY_DELAY_MS, OVERLAY_DELAY_MS);
  return (
    <Backdrop open={shown} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status">{translate('shell.loading')}</Typography>
    </Backdrop>
  );
}
