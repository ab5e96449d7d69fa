import { expect, type APIRequestContext } from '@playwright/test';
import { AdminApi, TAX_PROJECT, unique } from './admin-api';
import { DEMO_PASSWORD } from './sign-in-page';

type Json = Record<string, unknown>;
export type Money = { amount: number; currency: 'USD' | 'CDF' };
export type IssuedNote = { _key: string; reference: string; amount: Money; taxpayerName: string };
export type Payable = {
  payable: { currency: 'USD' | 'CDF'; amount: number; instalmentNumber: number | null };
  payableIn: Record<'USD' | 'CDF', number>;
  rate: string;
};

/** A receipt number: the project prefix and R, the year, seven digits and the check character. */
export const RECEIPT_NUMBER = /HKRR-\d{4}-\d{7}-[0-9A-Z*]/;

/** Minor units as a clerk types them: `3516900` → `35169.00`. */
export const typed = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * Prepares payments through the API, each step by the demo account whose role takes it, so the
 * screens under test meet notes in the state a real office would leave them.
 */
export class PaymentsApi {
  private readonly tokens = new Map<string, string>();
  readonly admin: AdminApi;

  constructor(private readonly request: APIRequestContext) {
    this.admin = new AdminApi(request);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it asked for
  async call(userName: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: Json, headers: Record<string, string> = {}): Promise<any> {
    let token = this.tokens.get(userName);
    if (!token) {
      const login = await this.request.post('/api/Authentication/login', { data: { userName, password: DEMO_PASSWORD } });
      expect(login.ok(), `sign-in of ${userName}`).toBeTruthy();
      token = (await login.json()).data.token as string;
      this.tokens.set(userName, token);
    }
    const response = await this.request.fetch(`/api/${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${token}`, 'Project-Key': TAX_PROJECT.key, ...headers },
    });
    const body = await response.json();
    expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBeTruthy();
    return body.data;
  }

  /** A fee of its own in USD (fee protocol: appraiser, quantity, approver, receveur). */
  async usdFee(amount: number): Promise<string> {
    const item = await this.call('admin', 'POST', 'nomenclature/items', {
      account: unique('PAY').slice(0, 30),
      reason: 'E2E payment fee',
      taxType: 'fee',
      taxFactorCitizen: { amount, currency: 'USD' },
      taxFactorOrganization: { amount, currency: 'USD' },
      validFrom: '2020-01-01',
    });
    return String(item._key);
  }

  /** A note in USD for a fresh citizen, approved by the approver and issued by the receveur. */
  async issuedUsdNote(amount: number): Promise<IssuedNote> {
    return (await this.issuedUsdNotesOfOneTaxpayer([amount]))[0];
  }

  /** Several notes in USD (one per amount, each of its own fee) for one fresh citizen, each approved and issued. */
  async issuedUsdNotesOfOneTaxpayer(amounts: readonly number[]): Promise<IssuedNote[]> {
    const lastName = unique('Payeur');
    const citizen = await this.admin.createCitizen({ firstName: 'Bea', lastName });
    const name = `Bea ${lastName}`;
    const notes: IssuedNote[] = [];
    for (const amount of amounts) notes.push(await this.issuedUsdNoteFor(citizen._key, name, amount));
    return notes;
  }

  private async issuedUsdNoteFor(citizenKey: string, name: string, amount: number): Promise<IssuedNote> {
    const itemKey = await this.usdFee(amount);
    const note = await this.call('taxateur', 'POST', 'taxNote/notes', {
      taxType: 'fee',
      taxpayerKind: 'citizen',
      taxpayerKey: citizenKey,
      declarantName: name,
      responsibleName: name,
      phoneCountryCode: '243',
      phoneNumber: '812000402',
      period: 'once',
      periodStart: '2026-01-01',
      items: [{ nomenclatureItemKey: itemKey, stepValues: { quantity: '1' } }],
    });
    await this.call('approver', 'POST', `taxNote/notes/${note._key}/approve`, {});
    const issued = await this.call('receveur', 'POST', `taxNote/notes/${note._key}/issue`, {});
    expect(issued.lifecycle).toBe('issued');
    expect(issued.amount).toEqual({ amount, currency: 'USD' });
    return { _key: note._key, reference: note.reference, amount: issued.amount, taxpayerName: name };
  }

  payable(noteKey: string, userName = 'cashier'): Promise<Payable> {
    return this.call(userName, 'GET', `payment/payable/${encodeURIComponent(noteKey)}`);
  }

  /** What the note asks now, paid in full in its currency at the cash desk; the receipt number back. */
  async payInCash(noteKey: string, paymentDate: string): Promise<string> {
    const { payable } = await this.payable(noteKey);
    const result = await this.call('cashier', 'POST', 'payment/payments', {
      noteKey,
      method: 'cash',
      paidCurrency: payable.currency,
      paidAmount: payable.amount,
      cashierName: 'Caisse centrale',
      cashierPhone: '0812000403',
      paymentDate,
    });
    return result.receiptNumber as string;
  }

  /** Switches the project's split setting; answers what it was, so a test can put it back. */
  async setSplitFee(on: boolean): Promise<boolean> {
    const project = await this.call('admin', 'GET', `project/projects/${TAX_PROJECT.key}`);
    const before = Boolean(project.splitFee);
    if (before !== on) await this.call('admin', 'PUT', `project/projects/${TAX_PROJECT.key}`, { splitFee: on }, { 'If-Match': `"${project.version}"` });
    return before;
  }
}
