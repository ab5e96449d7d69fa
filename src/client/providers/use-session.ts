import { useSyncExternalStore } from 'react';
import { getProjectKey, getUser, hasSession, sessionVersion, subscribeSession, type SessionUser } from './session';

/** Re-renders when the stored session changes (sign-in, refresh, project switch, sign-out). */
export function useSession(): { user: SessionUser | undefined; signedIn: boolean; projectKey: string | undefined } {
  useSyncExternalStore(subscribeSession, sessionVersion);
  return { user: getUser(), signedIn: hasSession(), projectKey: getProjectKey() };
}
