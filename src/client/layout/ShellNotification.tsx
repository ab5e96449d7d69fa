import { Notification, useNotificationContext } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../domain/constants';

/**
 * react-admin's notification with the shell's durations: errors (react-admin's own included) stay
 * 'very low' (1000 ms), everything else 'medium', unless the caller chose a duration.
 */
export function ShellNotification() {
  const { notifications } = useNotificationContext();
  const first = notifications[0];
  const duration = first?.type === 'error' ? NOTIFICATION_DURATIONS.veryLow : NOTIFICATION_DURATIONS.medium;
  return <Notification autoHideDuration={duration} />;
}
