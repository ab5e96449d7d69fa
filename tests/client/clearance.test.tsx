import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClearancePage } from '../../src/client/pages/clearance/ClearancePage';
import type { Clearance } from '../../src/client/pages/clearance/clearance-api';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

type Json = Record<string, unknown>;

const base: Omit<Clearance, '_key' | 'number' | 'status' | 'state'> = {
  taxpayerKind: 'citizen',
  taxpayerKey: 'cit-1',
  taxpayerName: 'Dorcas Banza',
  unpaidNotes: [],
  validUntil: '',
  requestedAt: '2026-05-04T09:00:00.000Z',
  requestedByName: 'Receveur',
  issuedAt: '',
  issuedByName: '',
  revokedAt: '',
  revokedByName: '',
  revokeReason: '',
};
const refused: Clearance = {
  ...base,
  _key: 'clr-1',
  number: '',
  status: 'refused',
  state: 'refused',
  unpaidNotes: [{ reference: 'MPT-2026-0000007-4', remaining: 4600, currency: 'USD' }],
};
const issued: Clearance = {
  ...base,
  _key: 'clr-2',
  number: 'MPTC-2026-0000001-8',
  status: 'issued',
  state: 'issued',
  validUntil: '2026-08-03',
  issuedAt: '2026-05-04T10:00:00.000Z',
};

const server = setupServer();
let rows: Clearance[];
let answer: Clearance;
let posted: Json[];
let revoked: Json[];
let listed: URL[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'Receveur', roleList: roleListFor('Clearance', 'Citizen') } }));
  setProjectKey('p-kin');
  rows = [];
  posted = [];
  revoked = [];
  listed = [];
  answer = refused;
  server.use(
    http.get('*/api/account/citizens', () => list('account/citizens', [{ _key: 'cit-1', firstName: 'Dorcas', lastName: 'Banza' }])),
    http.get('*/api/taxNote/clearances', ({ request }) => {
      listed.push(new URL(request.url));
      return list('clearances', rows);
    }),
    http.post('*/api/taxNote/clearances', async ({ request }) => {
      posted.push((await request.json()) as Json);
      rows = [answer, ...rows];
      return ok(answer);
    }),
    http.post('*/api/taxNote/clearances/:key/revoke', async ({ request, params }) => {
      revoked.push({ key: params.key, ...((await request.json()) as Json) });
      rows = rows.map((row) =>
        row._key === params.key
          ? { ...row, status: 'revoked', state: 'revoked', revokedAt: '2026-05-05T08:00:00.000Z', revokeReason: 'Issued by mistake' }
          : row,
      );
      return ok(rows.find((row) => row._key === params.key));
    }),
  );
});

async function requestFor(name: string) {
  const input = await screen.findByRole('combobox', { name: /^Citizen/ });
  fireEvent.change(input, { target: { value: 'Dorc' } });
  fireEvent.click(await screen.findByRole('option', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Request the clearance' }));
}

describe('/clearance', () => {
  it('filters the requests by days typed DD/MM/YYYY, once each day is whole', async () => {
    renderWithData(<ClearancePage />, { path: '/clearance' });
    await screen.findByText('No clearance has been requested yet.');
    const filterOf = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Json;
    const type = (name: string, text: string) => {
      const input = screen.getByRole('textbox', { name }) as HTMLInputElement;
      for (const key of text) fireEvent.change(input, { target: { value: `${input.value}${key}` } });
      return input;
    };
    const from = type('Requested from', '0405');
    expect(from.value).toBe('04/05');
    expect(listed.every((url) => !('requestedAt_gte' in filterOf(url)))).toBe(true);
    type('Requested from', '2026');
    await waitFor(() => expect(filterOf(listed.at(-1)!)).toMatchObject({ requestedAt_gte: '2026-05-04' }));
    const until = type('Requested until', '31052026');
    expect(until.value).toBe('31/05/2026');
    await waitFor(() => expect(filterOf(listed.at(-1)!)).toEqual({ requestedAt_gte: '2026-05-04', requestedAt_lte: '2026-05-31T23:59:59.999Z' }));
  });

  it('says there is nothing yet, and asks for the taxpayer before sending anything', async () => {
    renderWithData(<ClearancePage />, { path: '/clearance' });
    expect(await screen.findByText('No clearance has been requested yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request the clearance' }));
    expect(await screen.findByText('Please choose the taxpayer.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows a refusal with the unpaid notes, each linked, and the way to pay', async () => {
    renderWithData(<ClearancePage />, { path: '/clearance' });
    await requestFor('Dorcas Banza');
    const alert = await screen.findByTestId('clearance-refused');
    expect(posted).toEqual([{ taxpayerKind: 'citizen', taxpayerKey: 'cit-1' }]);
    expect(within(alert).getByText('Clearance refused')).toBeTruthy();
    const link = within(alert).getByRole('link', { name: 'Open tax note MPT-2026-0000007-4' });
    expect(link.textContent).toBe('Tax note MPT-2026-0000007-4: $46.00 remaining');
    expect(link.getAttribute('href')).toContain('/tax-note?filter=');
    expect(within(alert).getByRole('link', { name: 'Go to Make payment' }).getAttribute('href')).toBe('/make-payment');
    const row = await screen.findByTestId('clearance-row');
    expect(within(row).getByText('Refused')).toBeTruthy();
  });

  it('shows an issued certificate with its download, then revokes it after confirmation with a reason', async () => {
    answer = issued;
    renderWithData(<ClearancePage />, { path: '/clearance' });
    await requestFor('Dorcas Banza');
    const alert = await screen.findByTestId('clearance-issued');
    expect(alert.textContent).toContain('Certificate MPTC-2026-0000001-8 for Dorcas Banza, valid until 03/08/2026.');
    expect(within(alert).getByRole('button', { name: 'Download certificate MPTC-2026-0000001-8 (PDF)' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke certificate MPTC-2026-0000001-8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate MPTC-2026-0000001-8?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
    expect(await within(dialog).findByText('Please give the reason.')).toBeTruthy();
    expect(revoked).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Issued by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
    await waitFor(() => expect(revoked).toEqual([{ key: 'clr-2', reason: 'Issued by mistake' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByTestId('clearance-row');
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeTruthy());
    expect(within(row).queryByRole('button', { name: /^Revoke certificate/ })).toBeNull();
    // The answer above no longer offers the certificate as issued.
    expect(screen.queryByTestId('clearance-issued')).toBeNull();
    expect(screen.getByTestId('clearance-revoked').textContent).toBe('Certificate MPTC-2026-0000001-8 revoked.');
  });

  it("keeps the dialog open with the server's refusal when someone revoked first", async () => {
    rows = [issued];
    server.use(http.post('*/api/taxNote/clearances/:key/revoke', () => failure(409, 'Only an issued clearance can be revoked.', 'CLEARANCE_NOT_REVOCABLE')));
    renderWithData(<ClearancePage />, { path: '/clearance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke certificate MPTC-2026-0000001-8' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only an issued clearance can be revoked.');
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get('*/api/taxNote/clearances', () => failure(500, 'Something went wrong', 'INTERNAL')));
    renderWithData(<ClearancePage />, { path: '/clearance' });
    expect(await screen.findByText('The clearances could not be loaded.')).toBeTruthy();
  });
});
