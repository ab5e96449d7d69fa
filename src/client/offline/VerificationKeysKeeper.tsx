import { useEffect } from 'react';
import { guardDecision } from '../providers/access';
import { useSession } from '../providers/use-session';

/** Fetched only for those who may check documents, so nobody else downloads the check's code. */
const refreshVerificationKeys = () =>
  Promise.all([import('../pages/qr-code/check-document'), import('../providers/document-methods')])
    .then(([check, methods]) => check.refreshKeys(methods.documents))
    .catch(() => undefined);

/**
 * Whoever may check documents on /qr-code gets the published verification keys as the shell opens
 * (and again when the network returns), not only when that page is opened: an inspector who signs in
 * at the office and first opens /qr-code in the field, with no network, can still verify.
 */
export function VerificationKeysKeeper() {
  const { user, signedIn } = useSession();
  const mayCheck = guardDecision('/qr-code', '', user?.role?.roleList, signedIn).allow;
  useEffect(() => {
    if (!mayCheck) return;
    const refresh = () => void refreshVerificationKeys();
    if (navigator.onLine) refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [mayCheck]);
  return null;
}
