import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from './network-state';
import { useCurrentOfflineNote } from './offline-note';

/**
 * One line above every staff screen while the network is gone: the screens show what this device
 * last loaded and catch up by themselves when it returns, when the line goes away. A screen with
 * more to say gives its own words (useOfflineNote), shown here in place of the general line.
 */
export function OfflineBanner() {
  const translate = useTranslate();
  const online = useOnline();
  const note = useCurrentOfflineNote();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon fontSize="inherit" />}
      role="status"
      data-testid="offline-banner"
      sx={{ borderRadius: 0, py: 0.25, alignItems: 'center' }}
    >
      {translate(note ?? 'shell.network.offline')}
    </Alert>
  );
}
