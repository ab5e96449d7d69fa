import { describe, expect, it } from 'vitest';
import { createAuthProvider, type AccountAuthProvider } from '../../src/client/providers/auth-provider';
import { createDataProvider } from '../../src/client/providers/data-provider';
import type { HttpClient, HttpOptions } from '../../src/client/providers/http-client';

/** A stand-in for the http client that records each call and answers `json`. */
function recorder(json: unknown) {
  const calls: { url: string; options?: HttpOptions }[] = [];
  const httpClient = (async (url: string, options?: HttpOptions) => {
    calls.push({ url, options });
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  }) as HttpClient;
  return { calls, httpClient };
}

describe('non-CRUD calls as data provider methods', () => {
  it('sends each call to its route with its own arguments, keys encoded, not routed as a resource', async () => {
    const { calls, httpClient } = recorder({ url: 'https://files/x' });
    const provider = createDataProvider(httpClient, '/api');
    expect(await provider.documentLink('doc/1')).toBe('https://files/x');
    await provider.forceLogout('user 7');
    await provider.removeProjectMember('p-1', 'u-2');
    await provider.decideCitizen('c-9', 'reject', { reason: 'duplicate' });
    expect(calls.map((call) => [call.options?.method ?? 'GET', call.url])).toEqual([
      ['GET', '/api/utils/documents/doc%2F1/link'],
      ['POST', '/api/utils/users/user%207/force-logout'],
      ['DELETE', '/api/project/projects/p-1/members/u-2'],
      ['POST', '/api/account/citizens/c-9/reject'],
    ]);
    expect(JSON.parse(String(calls[3]!.options?.body))).toEqual({ reason: 'duplicate' });
  });

  it('answers the stored key of an upload', async () => {
    const { calls, httpClient } = recorder({ _key: 'doc-3' });
    const provider = createDataProvider(httpClient, '/api');
    expect(await provider.uploadDocument({ fileName: 'a.png', contentType: 'image/png', dataBase64: 'AA==' })).toBe('doc-3');
    expect(calls[0]!.url).toBe('/api/utils/documents');
  });
});

describe('public account calls as auth provider methods', () => {
  it('are sent without a session', async () => {
    const { calls, httpClient } = recorder({});
    const provider = createAuthProvider(httpClient, '/api') as AccountAuthProvider;
    await provider.forgotPassword('amani');
    await provider.resetPassword({ token: 't', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' });
    expect(calls.map((call) => [call.url, call.options?.auth])).toEqual([
      ['/api/auth/forgot-password', false],
      ['/api/auth/reset-password', false],
    ]);
    expect(JSON.parse(String(calls[0]!.options?.body))).toEqual({ userName: 'amani' });
  });
});
