import { HttpError } from 'react-admin';
import { en } from '../../i18n/en';
import { API_URL } from './api-url';
import { getLanguage, timeZone } from './language';
import { trackPending } from './pending-requests';
import { SESSION_ENDED_PATH } from './session-ended';
import { dropRefreshToken, getPosition, getProjectKey, getRefreshToken, getToken, getUser, saveTokens } from './session';

export type HttpOptions = Omit<RequestInit, 'headers'> & {
  headers?: HeadersInit;
  /** false for calls made without a session (login, refresh, sign-up…): no bearer, no refresh. */
  auth?: boolean;
};

/**
 * The shape ra-data-simple-rest expects from fetchUtils.fetchJson, with `json` unwrapped. Its
 * default is `any` as in react-admin's own fetchJson: callers name the type they expect.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HttpResponse<T = any> = { status: number; headers: Headers; body: string; json: T };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HttpClient = <T = any>(url: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

export type HttpClientDeps = {
  fetch?: typeof fetch;
  apiUrl?: string;
  /** Where a failed refresh sends the user (/sign-out). */
  onSessionExpired?: () => void;
  /** The generic failure text in the user's language. */
  genericMessage?: () => string;
};

type Envelope = { error?: boolean; data?: unknown; responseMessage?: string; errorMessage?: string };

/** react-admin wants `id`; the API speaks `_key`. Only records are mapped, not nested values. */
export function withIds(data: unknown): unknown {
  const map = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value) && '_key' in value && !('id' in value)
      ? { ...(value as Record<string, unknown>), id: (value as { _key: unknown })._key }
      : value;
  return Array.isArray(data) ? data.map(map) : map(data);
}

/** Order: responseMessage, else errorMessage, else the status text, else the generic text. */
export function failureMessage(body: unknown, statusText: string, generic: string): string {
  const envelope = (body && typeof body === 'object' ? body : {}) as Envelope;
  return envelope.responseMessage || envelope.errorMessage || statusText || generic;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Headers every call carries; the bearer only when the call is authenticated. */
export function requestHeaders(given: HeadersInit | undefined, token: string | undefined, hasBody: boolean): Headers {
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (hasBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const position = getPosition();
  if (position) {
    headers.set('Access-Latitude', position.latitude);
    headers.set('Access-Longitude', position.longitude);
  }
  const projectKey = getProjectKey();
  if (projectKey) headers.set('Project-Key', projectKey);
  headers.set('Accept-Language', getLanguage());
  headers.set('Time-Zone', timeZone());
  return headers;
}

export function createHttpClient(deps: HttpClientDeps = {}): HttpClient {
  const fetchImpl = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const apiUrl = deps.apiUrl ?? API_URL;
  const onSessionExpired = deps.onSessionExpired ?? (() => window.location.assign(SESSION_ENDED_PATH));
  const generic = deps.genericMessage ?? (() => en.errors.generic);
  // One refresh at a time: every request that meets a 401 or starts meanwhile waits on it.
  let refreshing: Promise<string> | null = null;

  const send = async (url: string, options: HttpOptions, token: string | undefined) => {
    const { auth: _auth, headers, ...init } = options;
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, headers: requestHeaders(headers, token, init.body != null) });
    } catch (error) {
      // A cancelled query must stay a cancellation; a network failure becomes the generic message.
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new HttpError(generic(), 0, undefined);
    }
    const text = await response.text();
    return { response, text, body: parse(text) };
  };

  const refresh = async (): Promise<string> => {
    const refreshToken = getRefreshToken();
    try {
      const { response, body } = await send(
        `${apiUrl}/Authentication/refreshToken`,
        { method: 'POST', headers: { 'Refresh-Token': refreshToken ?? '' }, body: JSON.stringify({ userKey: getUser()?._key }) },
        undefined,
      );
      const data = (body as Envelope | undefined)?.data as { token?: string; refreshToken?: string } | undefined;
      if (!response.ok || (body as Envelope | undefined)?.error || !data?.token) throw new Error('refresh refused');
      saveTokens(data.token, data.refreshToken);
      return data.token;
    } catch {
      // A dead refresh token must not be tried again by the requests still in flight.
      dropRefreshToken();
      onSessionExpired();
      throw new HttpError(generic(), 401, undefined);
    }
  };

  /** The token to retry with after a 401, or undefined when no refresh is possible. */
  const tokenAfter401 = async (tokenUsed: string): Promise<string | undefined> => {
    if (refreshing) return refreshing;
    const current = getToken();
    // Another request refreshed while this one was on the wire: reuse its token, no second refresh.
    if (current && current !== tokenUsed) return current;
    if (!getRefreshToken()) return undefined;
    refreshing = refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const client = async <T>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> =>
    trackPending(async () => {
      const authenticated = options.auth !== false;
      if (authenticated && refreshing) await refreshing.catch(() => undefined);
      const tokenUsed = authenticated ? getToken() : undefined;
      let result = await send(url, options, tokenUsed);
      if (result.response.status === 401 && authenticated && tokenUsed) {
        const token = await tokenAfter401(tokenUsed);
        if (token) result = await send(url, options, token);
      }
      const { response, text, body } = result;
      const envelope = body as Envelope | undefined;
      if (!response.ok || envelope?.error === true) {
        throw new HttpError(failureMessage(body, response.ok ? '' : response.statusText, generic()), response.status, body);
      }
      const data = envelope && typeof envelope === 'object' && 'data' in envelope ? envelope.data : body;
      return { status: response.status, headers: response.headers, body: text, json: withIds(data) as T };
    });

  return client as HttpClient;
}
