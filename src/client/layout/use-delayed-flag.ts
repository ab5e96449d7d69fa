import { useEffect, useState } from 'react';

/**
 * Follows `active` only once it has held for `startDelay` (on) or `stopDelay` (off) ms, so quick
 * requests never flash the overlay and a burst of requests shows it once (the overlay uses 500 ms each).
 */
export function useDelayedFlag(active: boolean, startDelay: number, stopDelay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (active === shown) return;
    const timer = setTimeout(() => setShown(active), active ? startDelay : stopDelay);
    return () => clearTimeout(timer);
  }, [active, shown, startDelay, stopDelay]);
  return shown;
}
