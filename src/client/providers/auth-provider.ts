import type { AuthProvider, UserIdentity } from 'react-admin';
import { publicAccountMethods, type PublicAccountMethods } from './account-methods';
import { API_URL } from './api-url';
import { canAccessFor } from './access';
import type { HttpClient } from './http-client';
import { SESSION_ENDED_PATH } from './session-ended';
import { clearSession, displayName, getUser, hasSession, saveSession, type SessionUser } from './session';

export type Credentials = { userName?: string; username?: string; password: string };

/** Thrown when someone signs in over an open session; the key is translated by the page. */
export const ALREADY_LOGGED_IN = 'auth.signIn.alreadyLoggedIn';

export type AccountAuthProvider = AuthProvider & PublicAccountMethods;

export function createAuthProvider(httpClient: HttpClient, apiUrl: string = API_URL): AccountAuthProvider {
  return {
    ...publicAccountMethods(httpClient, apiUrl),

    async login(credentials: Credentials) {
      if (hasSession()) throw new Error(ALREADY_LOGGED_IN);
      const { json } = await httpClient<SessionUser>(`${apiUrl}/Authentication/login`, {
        method: 'POST',
        auth: false,
        body: JSON.stringify({ userName: credentials.userName ?? credentials.username, password: credentials.password }),
      });
      saveSession(json);
    },

    async logout() {
      if (hasSession()) {
        // Revoking on the server is best effort: the local session goes whatever it answers.
        await httpClient(`${apiUrl}/Authentication/logout`, { method: 'POST', body: '{}' }).catch(() => undefined);
      }
      clearSession();
      return '/home';
    },

    async checkAuth() {
      if (!hasSession()) throw { redirectTo: '/home', message: false };
    },

    async checkError(error: { status?: number }) {
      // The http client has already tried a refresh; a 401 here means the sign-in is gone.
      if (error?.status === 401) throw { redirectTo: SESSION_ENDED_PATH, logoutUser: false, message: false };
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = getUser();
      if (!user) throw new Error('not signed in');
      return { id: user._key, fullName: displayName(user), avatar: user.imageSrc, email: user.emailAddress, userName: user.userName };
    },

    async getPermissions() {
      return getUser()?.role?.roleList ?? [];
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccessFor(getUser()?.role?.roleList, resource, action);
    },
  };
}
