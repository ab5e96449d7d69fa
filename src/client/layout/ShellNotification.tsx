import { useMediaQuery, useTheme } from '@mui/material';
import { Notification, useNotificationContext } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../domain/constants';

/**
 * react-admin's notification with the shell's durations: errors (react-admin's own included) stay
 * 'very low' (1000 ms), everything else 'medium', unless the caller chose a duration. On a phone
 * it shows at the top: at the bottom it covered the buttons of a full-screen dialog (the receipt's
 * Close) just when the user reaches for them.
 */
export function ShellNotification() {
  const { notifications } = useNotificationContext();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const first = notifications[0];
  const duration = first?.type === 'error' ? NOTIFICATION_DURATIONS.veryLow : NOTIFICATION_DURATIONS.medium;
  return <Notification autoHideDuration={duration} anchorOrigin={{ vertical: isPhone ? 'top' : 'bottom', horizontal: 'center' }} />;
}
