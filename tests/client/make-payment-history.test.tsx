import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentHistory } from '../../src/client/pages/make-payment/PaymentHistory';
import { list } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { roleListFor } from './support/builders';
import { startMockServer, signInTo } from './support/mock-server';
import { aPaymentRow } from './support/payment-rows';
import type { PaymentRow } from '../../src/client/providers/payment-methods';

const row = (overrides: Partial<PaymentRow>) => aPaymentRow({ cashierName: 'Aline Mwamba', recordedBy: 'user-cashier', reversed: false, ...overrides });
const ROWS = [
  row({ _key: 'pay-1', receiptNumber: 'HKRR-2026-0000041-2', reversed: true }),
  row({ _key: 'pay-2', receiptNumber: 'HKRR-2026-0000042-0', kind: 'reversal', reversesKey: 'pay-1', paid: { amount: -10000, currency: 'USD' } }),
  row({ _key: 'pay-3', receiptNumber: 'HKRR-2026-0000043-9', paid: { amount: 2850000, currency: 'CDF' } }),
];

const server = startMockServer();
let requests: URL[] = [];
beforeEach(() => {
  signInTo({ _key: 'user-cashier', role: { name: 'Cashier', roleList: roleListFor('Payment', 'Tax Note') } });
  requests = [];
  server.use(
    // The banks the caller's ledger may hold: a cashier reads no establishment list of its own.
    http.get('*/api/payment/banks', () =>
      HttpResponse.json({
        error: false,
        data: [
          { key: 'est-rawbank', name: 'Rawbank Lubumbashi' },
          { key: 'est-tmb', name: 'Trust Merchant Bank' },
        ],
      }),
    ),
    http.get('*/api/payment/payments', ({ request }) => {
      requests.push(new URL(request.url));
      return list('payment', ROWS);
    }),
  );
});

const lastFilter = () => JSON.parse(requests.at(-1)?.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

describe('the payment history on /make-payment', () => {
  it('lists the ledger through the schema, the last recorded first (the cashier’s last receipt on top), and marks a reversal and the payment it cancelled', async () => {
    renderWithData(<PaymentHistory />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('HKRR-2026-0000043-9')).toBeTruthy();
    expect(JSON.parse(requests[0].searchParams.get('sort') ?? '[]')).toEqual(['createdAt', 'DESC']);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Payment date', 'Receipt', 'Kind', 'Paid', 'Settled', 'Recorded by']));
    const [, cancelled, reversal] = within(table).getAllByRole('row');
    expect(within(cancelled).getByText('Reversed')).toBeTruthy();
    expect(within(reversal).getByText('Reversal')).toBeTruthy();
    expect(within(reversal).getByText('-$100.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('sends the search and the payment-day range as the server’s filters', async () => {
    renderWithData(<PaymentHistory />);
    await screen.findByText('HKRR-2026-0000043-9');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'HKR-2026' } });
    await waitFor(() => expect(lastFilter()).toMatchObject({ q: 'HKR-2026' }));
    // The day is typed DD/MM/YYYY; a half-typed day is not sent.
    fireEvent.change(screen.getByLabelText('Paid from'), { target: { value: '01/11' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lastFilter()).not.toHaveProperty('paymentDate_gte');
    fireEvent.change(screen.getByLabelText('Paid from'), { target: { value: '01/11/2026' } });
    await waitFor(() => expect(lastFilter()).toMatchObject({ q: 'HKR-2026', paymentDate_gte: '2026-11-01' }));
  });

  it('offers the filters the guide promises: Bank by name, and Recorded by me (money-staff walk D13)', async () => {
    renderWithData(<PaymentHistory />);
    await screen.findByText('HKRR-2026-0000043-9');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Recorded by me' }));
    await waitFor(() => expect(lastFilter()).toMatchObject({ recordedBy: 'user-cashier' }));
    expect(screen.getByRole('switch', { name: 'Recorded by me' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Bank' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Bank' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Trust Merchant Bank' }));
    await waitFor(() => expect(lastFilter()).toMatchObject({ recordedBy: 'user-cashier', bankKey: 'est-tmb' }));
  });
});
