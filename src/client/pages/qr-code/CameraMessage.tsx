import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CameraState } from './camera-state';

/**
 * The camera's state in words. A waiting or scanning camera is news (role=status); a refusal,
 * no camera or a failed lookup stops the scan (role=alert), each saying what to do instead.
 */
export function CameraMessage({ state }: { state: CameraState }) {
  const translate = useTranslate();
  if (state === 'idle') return null;
  if (state === 'waiting' || state === 'scanning') {
    return (
      <Alert severity="info" role="status" data-camera-state={state}>
        {translate(state === 'waiting' ? 'qrCode.camera.waiting' : 'qrCode.camera.scanning')}
      </Alert>
    );
  }
  const severity = state === 'failed' ? 'error' : 'warning';
  return (
    <Alert severity={severity} role="alert" data-camera-state={state}>
      {translate(`qrCode.camera.${state}`)}
      {state === 'failed' && ` — ${translate('qrCode.camera.failedHint')}`}
    </Alert>
  );
}
