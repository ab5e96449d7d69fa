import { Backdrop, CircularProgress, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { pendingCount, subscribePending } from '../providers/pending-requests';
import { useDelayedFlag } from './use-delayed-flag';

export const OVERLAY_DELAY_MS = 500;

/**
 * 'Please wait...' while any request is pending, with a 500 ms start and stop delay. The veil is
 * darker than MUI's default (half black over a white page gives #808080, on which the white text
 * reads at 3.9:1, under the 4.5:1 that small text needs).
 */
export function LoadingOverlay() {
  const translate = useTranslate();
  const pending = useSyncExternalStore(subscribePending, pendingCount) > 0;
  const shown = useDelayedFlag(pending, OVERLAY_DELAY_MS, OVERLAY_DELAY_MS);
  return (
    <Backdrop open={shown} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff', bgcolor: 'rgba(0, 0, 0, 0.6)', flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status">{translate('shell.loading')}</Typography>
    </Backdrop>
  );
}
