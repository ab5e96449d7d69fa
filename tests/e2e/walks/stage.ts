import { expect, type APIRequestContext } from '@playwright/test';
import { AdminApi, HEALTH_PROJECT, TAX_PROJECT, unique } from '../pages/admin-api';
import { DEMO_PASSWORD } from '../pages/sign-in-page';
import { projectDay } from '../pages/project-days';

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
  async as(userName: string, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>, projectKey = TAX_PROJECT.key): Promise<any> {
    let token = this.tokens.get(userName);
    if (!token) {
      const login = await this.request.post('/api/Authentication/login', { data: { userName, password: DEMO_PASSWORD } });
      expect(login.ok()).toBeTruthy();
      token = (await login.json()).data.token as string;
      this.tokens.set(userName, token);
    }
    const response = await this.request.fetch(`/api/${path}`, { method, data, headers: { Authorization: `Bearer ${token}`, 'Project-Key': projectKey } });
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

/** A day a few days ago, as the API takes it (YYYY-MM-DD) and as forms type it (DD/MM/YYYY). */
export function daysAgo(days: number): { iso: string; typed: string } {
  return projectDay(-days);
}

/** A birth the demo registrar declared a few days ago, waiting for the supervisor; the mother's name finds it. */
export async function birthDeclared(stage: Stage, motherLastName: string): Promise<void> {
  await stage.as(
    'registrar',
    'POST',
    'project/births',
    {
      hospitalKey: 'est-sendwe',
      childFirstName: 'Merveille',
      childLastName: 'Kasongo',
      gender: 'Female',
      dateOfBirth: daysAgo(2).iso,
      heightMm: 495,
      weightGrams: 3150,
      motherFirstName: 'Odette',
      motherLastName,
      motherAge: 28,
      motherPhoneCountryCode: '243',
      motherPhone: '0997 123 456',
      zone: 'Kamalondo',
      motherHealth: 'good',
      caseType: 'normal',
      deliveryType: 'vaginal',
      congenitalAnomalies: false,
      multiplePregnancy: false,
    },
    HEALTH_PROJECT.key,
  );
}
