import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in-page';

/** The demo projects by key (their names are data other specs may change; ask projectName()). */
export const TAX_PROJECT = { key: 'proj-hk-tax' };
export const HEALTH_PROJECT = { key: 'proj-hk-health' };

/** Names no other spec (or earlier run on a reused server) can hold. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** A valid DR Congo mobile number (Vodacom 81…), different on every call. */
export const mobile = () => `81${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

type Json = Record<string, unknown>;

/**
 * Sets the stage through the API as an administrator would, so each spec brings its own
 * records instead of depending on what other specs left behind.
 */
export class AdminApi {
  private token = '';

  constructor(
    private readonly request: APIRequestContext,
    private readonly projectKey = TAX_PROJECT.key,
  ) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it asked for
  private async call(method: 'GET' | 'POST' | 'PUT', path: string, data?: Json): Promise<any> {
    if (!this.token) {
      const login = await this.request.post('/api/Authentication/login', { data: { userName: 'admin', password: DEMO_PASSWORD } });
      expect(login.ok()).toBeTruthy();
      this.token = (await login.json()).data.token;
    }
    const response = await this.request.fetch(`/api/${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${this.token}`, 'Project-Key': this.projectKey },
    });
    const body = await response.json();
    expect(response.ok(), JSON.stringify(body)).toBeTruthy();
    return body.data;
  }

  createCitizen(fields: Json): Promise<Json & { _key: string }> {
    return this.call('POST', 'account/citizens', { gender: 'Female', contactPhone1CountryCode: '243', contactPhone1: mobile(), ...fields });
  }

  async projectName(key: string): Promise<string> {
    return (await this.call('GET', `project/projects/${key}`)).projectName as string;
  }

  createEstablishment(fields: Json): Promise<Json & { _key: string }> {
    return this.call('POST', 'account/establishments', { type: '2', ...fields });
  }

  createCurrencyConversion(fields: Json): Promise<Json & { _key: string }> {
    return this.call('POST', 'utils/currency-conversions', fields);
  }

  createUser(fields: Json): Promise<Json & { _key: string; userName: string }> {
    return this.call('POST', 'utils/users', {
      contactPhone1CountryCode: '243',
      phoneNumber: mobile(),
      type: '2',
      applicationAccess: '1',
      isExternal: false,
      userRole: 'role-taxateur',
      establishmentKey: 'est-bureau-centre',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      ...fields,
    });
  }

  async roleKey(name: string): Promise<string> {
    const roles = (await this.call('GET', `utils/roles?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)) as { _key: string; name: string }[];
    const role = roles.find((r) => r.name === name);
    expect(role, `role ${name}`).toBeTruthy();
    return role!._key;
  }
}
