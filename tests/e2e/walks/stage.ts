import { expect, type APIRequestContext } from '@playwright/test';
import { AdminApi, TAX_PROJECT, unique } from '../pages/admin-api';
import { DEMO_PASSWORD } from '../pages/sign-in-page';

/** A market-stall fee of the demo project: an appraiser raises it, the approver and the receveur decide. */
const STALL_FEE = 'nom-marche-etal';

export type StagedNote = { _key: string; reference: string };

/**
 * What other roles did before this role's day starts, done through the API as they would: the
 * walk itself then only does its own role's work on screen.
 */
export class Stage {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it asked for
  async as(userName: string, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>): Promise<any> {
    let token = this.tokens.get(userName);
    if (!token) {
      const login = await this.request.post('/api/Authentication/login', { data: { userName, password: DEMO_PASSWORD } });
      expect(login.ok()).toBeTruthy();
      token = (await login.json()).data.token as string;
      this.tokens.set(userName, token);
    }
    const response = await this.request.fetch(`/api/${path}`, { method, data, headers: { Authorization: `Bearer ${token}`, 'Project-Key': TAX_PROJECT.key } });
    const body = await response.json();
    expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBeTruthy();
    return body.data;
  }

  /** A new citizen with `count` market-stall notes raised by the demo appraiser, one month apart. */
  async citizenWithNotes(count: number): Promise<{ lastName: string; notes: StagedNote[] }> {
    const lastName = unique('Walk');
    const citizen = await new AdminApi(this.request).createCitizen({ firstName: 'Ada', lastName });
    const notes: StagedNote[] = [];
    for (let month = 1; month <= count; month += 1) {
      notes.push(
        await this.as('taxateur', 'POST', 'taxNote/notes', {
          taxType: 'fee',
          taxpayerKind: 'citizen',
          taxpayerKey: citizen._key,
          declarantName: `Ada ${lastName}`,
          responsibleName: `Ada ${lastName}`,
          phoneCountryCode: '243',
          phoneNumber: '812000401',
          period: 'once',
          periodStart: `2026-${String(month).padStart(2, '0')}-01`,
          items: [{ nomenclatureItemKey: STALL_FEE, stepValues: { quantity: '2' } }],
        }),
      );
    }
    return { lastName, notes };
  }
}
