import { useAuthProvider, type AuthProvider, type DataProvider } from 'react-admin';
import type { CitizenDecision } from '../../domain/citizen-status';
import type { NavigationSets } from '../layout/navigation-tree';
import type { SessionUser } from './session';
import { API_URL } from './api-url';
import type { HttpClient } from './http-client';

/*
 * The API calls that are not CRUD on a resource, written once here so no component builds a URL.
 * Signed-in calls are data provider methods (a 401 then signs the user out as any other call);
 * the public account pages use the auth provider's methods, whose failures are the page's to show.
 */

export type DocumentUpload = { fileName: string; contentType: string; dataBase64: string };
export type OrganizationQuery = { projectKey: string | undefined; objectName: string; typeKey: string[]; isDropdown: boolean };
export type ProjectMember = { _key: string; userName: string; firstName?: string; lastName?: string; isActive?: boolean };
export type PasswordUpdate = { _key: string; userId: string; currentPassword: string; newPassword: string };

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** The signed-in calls, registered on the data provider (useDataProvider<AccountDataProvider>()). */
export function accountMethods(httpClient: HttpClient, apiUrl: string = API_URL) {
  const get = async <T>(url: string, signal?: AbortSignal) => (await httpClient<T>(`${apiUrl}/${url}`, { signal })).json;
  const post = async <T>(url: string, body: unknown) => (await httpClient<T>(`${apiUrl}/${url}`, { method: 'POST', body: JSON.stringify(body) })).json;
  return {
    /** The menus of the user in the current project (per user and project). */
    getNavigation: () => get<Partial<NavigationSets>>('common/navigation'),
    getMyProfile: () => get<Record<string, string | null>>('account/me'),
    /** Saving the profile ends the sign-in: the caller sends the user to /sign-out. */
    updateMyProfile: async (profile: unknown) => (await httpClient(`${apiUrl}/account/me`, { method: 'PUT', body: JSON.stringify(profile) })).json as unknown,
    updatePassword: (body: PasswordUpdate) => post<unknown>('utils/users/update-password', body),
    /** Ends every sign-in of the user. */
    forceLogout: (userKey: string) => post<unknown>(`utils/users/${path(userKey)}/force-logout`, {}),
    /** Stores a file and answers its key, the value a record keeps. */
    uploadDocument: async (upload: DocumentUpload) => (await post<{ _key: string }>('utils/documents', upload))._key,
    /** A signed link to a stored document, valid 300 seconds (an <img> cannot send the bearer). */
    documentLink: async (documentKey: string) => (await get<{ url: string }>(`utils/documents/${path(documentKey)}/link`)).url,
    /** Organizations or banks of a project, as a tree. */
    organizationTree: <T>(query: OrganizationQuery) => post<T[]>('project/project-by-key-and-object', query),
    /** Citizens and users matching a typed text. */
    searchPeople: <T>(term: string, signal?: AbortSignal) => get<T[]>(`utils/user-and-citizen/${path(term)}`, signal),
    projectMembers: (projectKey: string) => get<ProjectMember[]>(`project/projects/${path(projectKey)}/members`),
    /** Adds existing users to a project (a user of another project: a Super Admin only). */
    addProjectMembers: (projectKey: string, userKeys: string[]) => post<ProjectMember[]>(`project/projects/${path(projectKey)}/members`, { userKeys }),
    removeProjectMember: async (projectKey: string, userKey: string) =>
      (await httpClient(`${apiUrl}/project/projects/${path(projectKey, 'members', userKey)}`, { method: 'DELETE' })).json as unknown,
    citizenFamily: <T>(citizenKey: string) => get<T>(`account/citizens/${path(citizenKey)}/family`),
    /** The approver's decision on a registration: approve, reject {reason?} or merge {intoKey}. */
    decideCitizen: (citizenKey: string, decision: CitizenDecision, body: Record<string, unknown>) =>
      post<unknown>(`account/citizens/${path(citizenKey, decision)}`, body),
  };
}

export type AccountMethods = ReturnType<typeof accountMethods>;
export type AccountDataProvider = DataProvider & AccountMethods;

/** The calls made without a session, registered on the auth provider (useAuthProvider<AccountAuthProvider>()). */
export function publicAccountMethods(httpClient: HttpClient, apiUrl: string = API_URL) {
  const send = async <T>(url: string, body: unknown) =>
    (await httpClient<T>(`${apiUrl}/${url}`, { method: 'POST', auth: false, body: JSON.stringify(body) })).json;
  return {
    signUp: (form: unknown) => send<unknown>('auth/sign-up', form),
    forgotPassword: (userName: string) => send<unknown>('auth/forgot-password', { userName }),
    resetPassword: (body: { token: string; password: string; confirmPassword: string }) => send<unknown>('auth/reset-password', body),
    /** Answers like a sign-in: the session to keep. */
    unlockSession: (body: { userName: string; password: string }) => send<SessionUser>('auth/unlock-session', body),
  };
}

export type PublicAccountMethods = ReturnType<typeof publicAccountMethods>;

/** The public account calls of the app's auth provider; a page rendered without it is a defect. */
export function usePublicAccountMethods(): PublicAccountMethods {
  const provider = useAuthProvider<AuthProvider & PublicAccountMethods>();
  if (!provider?.signUp) throw new Error('The account pages need the app auth provider.');
  return provider;
}
