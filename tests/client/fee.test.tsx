import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dayInZone } from '../../src/domain/dated-money';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../../src/domain/access-labels';
import { permissionEntry } from '../../src/domain/permissions';
import { FeePage } from '../../src/client/pages/fee/FeePage';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { startMockServer, signInTo } from './support/mock-server';

type Json = Record<string, unknown>;

const STEPS = [
  { _key: 'step-copies', stepKey: 'copies', labelName: 'Number of copies', sequence: 1, stepMode: 'user', includeInCalculation: true, taxType: 'fee' },
  {
    _key: 'step-vignette',
    stepKey: 'coefficient',
    labelName: 'Vehicle coefficient',
    sequence: 1,
    stepMode: 'user',
    includeInCalculation: true,
    taxType: 'vehicle',
  },
];
const FEES = [
  {
    _key: 'nom-cert',
    account: '4.2.01',
    reason: 'Residence certificate',
    taxType: 'fee',
    taxFactorCitizen: { amount: 500, currency: 'USD' },
    taxFactorOrganization: { amount: 2000, currency: 'USD' },
    validFrom: '2020-01-01',
  },
];
const RECEIPT = {
  receiptNumber: 'HKRR-2026-0000042-7',
  paymentDate: '2026-03-05',
  taxpayerName: 'Dorcas Banza',
  lines: [{ reference: 'HKR-2026-0000123-K', paid: { amount: 1500, currency: 'USD' }, settled: { amount: 1500, currency: 'USD' }, rate: '2850.000000' }],
  recordedByName: 'Amani Kabila',
  cancelled: false,
};

const server = startMockServer();
let posted: { body: Json; key: string | null }[];

beforeEach(() => {
  signInTo({ role: { name: 'Fee agent', roleList: roleListFor('Fee') } });
  posted = [];
  server.use(
    http.get('*/api/step/configurations', () => list('step/configurations', STEPS)),
    http.get('*/api/nomenclature/items', () => list('nomenclature/items', FEES)),
    http.get('*/api/utils/currency-conversions', () =>
      list('utils/currency-conversions', [{ _key: 'rate-1', fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.000000', validFrom: '2024-01-01' }]),
    ),
    // The Fee area's own lookup: a fee agent need not read the citizens list.
    http.get('*/api/payment/fee-payers', () => ok([{ _key: 'cit-1', name: 'Dorcas Banza', phoneCountryCode: '243', phoneNumber: '812345678' }])),
    http.get('*/api/account/citizens', () => failure(403, "You don't have access to this area.", 'FORBIDDEN')),
    http.post('*/api/payment/fees', async ({ request }) => {
      posted.push({ body: (await request.json()) as Json, key: request.headers.get('Idempotency-Key') });
      return ok({ note: { _key: 'note-123', reference: 'HKR-2026-0000123-K' }, receiptNumber: RECEIPT.receiptNumber });
    }),
    http.get('*/api/payment/receipts/:number', ({ params }) => (params.number === RECEIPT.receiptNumber ? ok(RECEIPT) : failure(404, 'Not found', 'notFound'))),
  );
});

const pick = async (name: RegExp, typed: string, option: RegExp) => {
  const input = await screen.findByRole('combobox', { name });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const choose = async (name: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const lines = () =>
  within(screen.getByTestId('computation'))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);
const collect = () => fireEvent.click(screen.getByRole('button', { name: 'Collect the fee' }));

describe('fee: collect in one step', () => {
  it('computes the fee live from its steps, converts it to the currency paid and collects it with a receipt', async () => {
    renderWithData(<FeePage />, { path: '/fee' });
    await pick(/^Fee/, 'Resid', /Residence certificate/);
    // Only the fee's own steps are asked for.
    expect(screen.queryByRole('textbox', { name: /Vehicle coefficient/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Number of copies/ }), { target: { value: '3' } });
    await waitFor(() => expect(lines()).toEqual(['$5.00', '3', '$15.00', 'CDF\u00a042,750.00']));
    expect(screen.getByTestId('fee-to-collect').textContent).toBe('$15.00');

    await pick(/^Citizen/, 'Dorc', /Dorcas/);
    await choose(/^Currency paid/, 'CDF');
    expect(screen.getByTestId('fee-to-collect').textContent).toBe('CDF\u00a042,750.00');
    await choose(/^Method of payment/, 'Cash');
    collect();

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toEqual({
      nomenclatureItemKey: 'nom-cert',
      payer: { kind: 'citizen', key: 'cit-1' },
      stepValues: { copies: '3' },
      method: 'cash',
      paidCurrency: 'CDF',
      paidAmount: 4275000,
      // The day on the project's clock, as the cashier's screen dates a payment.
      paymentDate: dayInZone(new Date()),
    });
    expect(posted[0].key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await screen.findByRole('heading', { name: 'Receipt HKRR-2026-0000042-7' })).toBeTruthy();
    const receipt = await screen.findByTestId('receipt');
    expect(receipt.textContent).toContain('Dorcas Banza');
    expect(receipt.textContent).toContain('Tax note HKR-2026-0000123-K');
    expect(receipt.textContent).toContain('Paid: $15.00');
    expect(screen.getByRole('link', { name: 'Tax note' }).getAttribute('href')).toBe('/tax-note/note-123/show');

    fireEvent.click(screen.getByRole('button', { name: 'Collect another fee' }));
    expect(await screen.findByRole('button', { name: 'Collect the fee' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Fee/ }) as HTMLInputElement).value).toBe('');
  });

  it('collects from a walk-in payer named and reachable by phone, checking the number first', async () => {
    renderWithData(<FeePage />, { path: '/fee' });
    await pick(/^Fee/, '', /Residence certificate/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Number of copies/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Walk-in payer' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: ' Jean ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Last name/ }), { target: { value: 'Mukendi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '12' } });
    collect();
    expect(await screen.findByText('Not valid mobile (#)')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '812345678' } });
    collect();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toMatchObject({
      payer: { kind: 'walkIn', firstName: 'Jean', lastName: 'Mukendi', phoneCountryCode: '243', phoneNumber: '812345678' },
      method: 'collectionPoint',
      paidCurrency: 'USD',
      paidAmount: 500,
    });
    expect(await screen.findByRole('heading', { name: /^Receipt/ })).toBeTruthy();
  });

  it('marks what is missing and sends nothing', async () => {
    renderWithData(<FeePage />, { path: '/fee' });
    await screen.findByRole('combobox', { name: /^Fee/ });
    collect();
    expect(await screen.findByText('Please complete the fields marked in red.')).toBeTruthy();
    expect(screen.getAllByText('is required').length).toBeGreaterThanOrEqual(2);
    await pick(/^Fee/, '', /Residence certificate/);
    collect();
    expect(await screen.findByText('Please enter a number for the step Number of copies.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal in the user's words and keeps the form", async () => {
    server.use(http.post('*/api/payment/fees', () => failure(400, 'Please select the correct user !!!', 'unknownCitizen')));
    renderWithData(<FeePage />, { path: '/fee' });
    await pick(/^Fee/, '', /Residence certificate/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Number of copies/ }), { target: { value: '2' } });
    await pick(/^Citizen/, 'Dorc', /Dorcas/);
    collect();
    expect((await screen.findByRole('alert')).textContent).toBe('Please select the correct user !!!');
    expect(screen.getByRole('button', { name: 'Collect the fee' })).toBeTruthy();
  });

  it("offers only the method the agent's role records: cash for a cashier, the collection point with its flag", async () => {
    const collectWith = async (roleList: PermissionEntry[]) => {
      saveSession(buildSessionUser({ role: { name: 'Agent', roleList } }));
      renderWithData(<FeePage />, { path: '/fee' });
      await pick(/^Fee/, '', /Residence certificate/);
      fireEvent.change(screen.getByRole('textbox', { name: /^Number of copies/ }), { target: { value: '1' } });
      await pick(/^Citizen/, 'Dorc', /Dorcas/);
      const method = screen.getByRole('combobox', { name: /^Method of payment/ });
      collect();
      await screen.findByRole('heading', { name: /^Receipt/ });
      cleanup();
      return method;
    };
    const cashier = await collectWith([...roleListFor('Fee', 'Citizen'), permissionEntry('Payment', { isAccess: true, read: true, create: true })]);
    expect(cashier.textContent).toBe('Cash');
    expect(cashier.getAttribute('aria-disabled')).toBe('true');
    await collectWith([...roleListFor('Fee', 'Citizen'), permissionEntry('Payment', { isAccess: true, read: true, create: true, isPoc: true })]);
    expect(posted.map((call) => call.body.method)).toEqual(['cash', 'collectionPoint']);
  });

  it('says when the fee process is not configured', async () => {
    server.use(http.get('*/api/step/configurations', () => list('step/configurations', [])));
    renderWithData(<FeePage />, { path: '/fee' });
    expect(await screen.findByText('Please select process configuration')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Fee/ })).toBeNull();
  });
});
