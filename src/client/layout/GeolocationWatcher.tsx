import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../domain/constants';
import { savePosition } from '../providers/session';

/**
 * Keeps the position the http client sends as Access-Latitude/Longitude; when the
 * browser cannot or may not tell it, a notice says so for 1000 ms.
 */
export function GeolocationWatcher() {
  const notify = useNotify();
  useEffect(() => {
    const warn = () => notify('shell.location.disabled', { type: 'warning', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    if (!('geolocation' in navigator)) {
      warn();
      return;
    }
    const id = navigator.geolocation.watchPosition((position) => savePosition(position.coords.latitude, position.coords.longitude), warn, {
      enableHighAccuracy: false,
      maximumAge: 60_000,
    });
    return () => navigator.geolocation.clearWatch(id);
  }, [notify]);
  return null;
}
