import type { PermissionEntry } from '../../domain/access-labels';
import { compareFolded } from '../../domain/sort-fold';

/** Session user, as POST /api/Authentication/login answers it. */
export type SessionProject = {
  _key: string;
  projectKey?: string;
  projectName: string;
  provinceKey?: string;
  projectType?: string;
  status?: string;
};

export type SessionUser = {
  _key: string;
  token: string;
  refreshToken?: string;
  emailAddress?: string;
  userName: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  imageSrc?: string;
  /** '2' organization, '3' bank. */
  type?: string;
  role?: { _key?: string; name?: string; roleList?: PermissionEntry[] };
  projectList?: SessionProject[];
  userEstablishments?: { _key: string; establishmentName?: string }[];
  osmCountryKey?: string;
  iso2?: string;
  provinceName?: string;
};

/** The token, the user and the selected project key are kept in local storage. */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'accessToken',
  refreshToken: 'refreshToken',
  projectKey: 'projectKey',
  latitude: 'latitude',
  longitude: 'longitude',
  rememberedUserName: 'rememberedUserName',
} as const;

const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: components re-read the session when it changes. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionVersion(): number {
  return version;
}

export function getUser(): SessionUser | undefined {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return undefined;
  }
}

export function getToken(): string | undefined {
  return localStorage.getItem(STORAGE_KEYS.token) ?? undefined;
}

export function getRefreshToken(): string | undefined {
  return localStorage.getItem(STORAGE_KEYS.refreshToken) ?? undefined;
}

export function hasSession(): boolean {
  return Boolean(getToken() && getUser());
}

/** The projects a user may pick, sorted by projectName; the first is chosen at start. */
export function sortedProjects(user: SessionUser | undefined): SessionProject[] {
  return [...(user?.projectList ?? [])].sort((a, b) => compareFolded(a.projectName, b.projectName));
}

export function projectKeyOf(project: SessionProject): string {
  return project.projectKey ?? project._key;
}

export function getProjectKey(): string | undefined {
  return localStorage.getItem(STORAGE_KEYS.projectKey) ?? undefined;
}

export function setProjectKey(key: string): void {
  localStorage.setItem(STORAGE_KEYS.projectKey, key);
  emit();
}

/** Stores a fresh sign-in; keeps the previous project when the user still belongs to it. */
export function saveSession(user: SessionUser): void {
  // The token pair lives in its own keys so a refresh rewrites two small strings, not the user.
  const { token, refreshToken, ...rest } = user;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...rest, token: '' }));
  localStorage.setItem(STORAGE_KEYS.token, token);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  else localStorage.removeItem(STORAGE_KEYS.refreshToken);
  const projects = sortedProjects(user);
  const current = getProjectKey();
  if (!projects.some((p) => projectKeyOf(p) === current)) {
    if (projects[0]) localStorage.setItem(STORAGE_KEYS.projectKey, projectKeyOf(projects[0]));
    else localStorage.removeItem(STORAGE_KEYS.projectKey);
  }
  emit();
}

export function saveTokens(token: string, refreshToken: string | undefined): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  else localStorage.removeItem(STORAGE_KEYS.refreshToken);
  emit();
}

/** Signing out clears the session (the remembered user name and position stay). */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.projectKey);
  emit();
}

export function getPosition(): { latitude: string; longitude: string } | undefined {
  const latitude = localStorage.getItem(STORAGE_KEYS.latitude);
  const longitude = localStorage.getItem(STORAGE_KEYS.longitude);
  return latitude && longitude ? { latitude, longitude } : undefined;
}

export function savePosition(latitude: number, longitude: number): void {
  localStorage.setItem(STORAGE_KEYS.latitude, String(latitude));
  localStorage.setItem(STORAGE_KEYS.longitude, String(longitude));
}

export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'userName'> | undefined): string {
  if (!user) return '';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.userName;
}

export function dropRefreshToken(): void {
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  emit();
}
