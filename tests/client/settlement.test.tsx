import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProjectTabContent } from '../../resources/project/ProjectTabContent';
import type { ProjectRecord } from '../../resources/project/ProjectDashboard';
import { SettlementPage } from '../../src/client/pages/settlement/SettlementPage';
import type { SettlementSummaryRow } from '../../src/client/providers/settlement-methods';
import { dataProvider } from '../../src/client/providers/app-providers';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { setViewportWidth } from './support/match-media';
import { failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

type Json = Record<string, unknown>;

const row = (beneficiaryKey: string, beneficiaryName: string, currency: 'USD' | 'CDF', owed: number, settled: number): SettlementSummaryRow => ({
  beneficiaryKey,
  beneficiaryName,
  currency,
  owed,
  settled,
  remaining: owed - settled,
});

const server = setupServer();
let summary: SettlementSummaryRow[];
let posted: Json[];
let summaryCalls: number;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'Finance', roleList: roleListFor('Revenue Split', 'Project') } }));
  setProjectKey('p-kin');
  summary = [
    row('rs-mairie', 'Mairie de Lubumbashi', 'USD', 150000, 50000),
    row('rs-mairie', 'Mairie de Lubumbashi', 'CDF', 4275000, 4275000),
    row('treasury', 'treasury', 'USD', 850000, 0),
  ];
  posted = [];
  summaryCalls = 0;
  server.use(
    http.get('*/api/project/settlements/summary', () => {
      summaryCalls += 1;
      return ok(summary);
    }),
    http.get('*/api/account/establishments', () => list('account/establishments', [{ _key: 'bank-raw', establishmentName: 'Rawbank', type: '3' }])),
    http.post('*/api/project/settlements', async ({ request }) => {
      const body = (await request.json()) as Json;
      posted.push(body);
      // Four eyes: the post only asks; nothing is settled until someone else approves it.
      return ok({ _key: 'req-1', kind: 'settlement', state: 'pending', details: body });
    }),
  );
});

const cellsOf = (name: string, currency: string) => {
  const match = screen.getAllByRole('row').find((tr) => tr.textContent?.startsWith(name) && within(tr).queryByText(currency));
  return within(match!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('settlement: what each beneficiary is owed', () => {
  it('shows owed, settled and remaining per beneficiary and currency, with the treasury named', async () => {
    renderWithData(<SettlementPage />, { path: '/settlement' });
    expect(await screen.findByRole('table', { name: 'Settlements per beneficiary and currency' })).toBeTruthy();
    expect(cellsOf('Mairie de Lubumbashi', 'USD')).toEqual(['USD', '$1,500.00', '$500.00', '$1,000.00', 'Record a transfer']);
    expect(cellsOf('Mairie de Lubumbashi', 'CDF').slice(0, 4)).toEqual(['CDF', 'CDF\u00a042,750.00', 'CDF\u00a042,750.00', 'CDF\u00a00.00']);
    // Nothing remains in francs: no transfer to record there.
    expect(screen.queryByRole('button', { name: 'Record a transfer to Mairie de Lubumbashi in CDF' })).toBeNull();
    expect(cellsOf('Province treasury', 'USD')[3]).toBe('$8,500.00');
  });

  it('asks for a transfer no larger than what remains, and says it waits for someone else’s approval', async () => {
    renderWithData(<SettlementPage />, { path: '/settlement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a transfer to Mairie de Lubumbashi in USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a transfer to Mairie de Lubumbashi' });
    expect(within(dialog).getByTestId('transfer-remaining').textContent).toBe('Remaining to transfer: $1,000.00');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), { target: { value: '1000.01' } });
    expect(within(dialog).getByText('The amount is greater than what remains to transfer ($1,000.00).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the transfer' }));
    expect(await within(dialog).findByText('is required')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), { target: { value: '400,50' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Transfer reference/ }), { target: { value: '  VIR-2026-118 ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Bank' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rawbank' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the transfer' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      beneficiaryKey: 'rs-mairie',
      currency: 'USD',
      amount: 40050,
      bankKey: 'bank-raw',
      transferReference: 'VIR-2026-118',
      transferDate: format(new Date(), 'yyyy-MM-dd'),
    });
    expect(await screen.findByText('Transfer requested: it is waiting for approval by someone else !!!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing settled yet: the remaining amount stays until the approval.
    expect(cellsOf('Mairie de Lubumbashi', 'USD').slice(1, 4)).toEqual(['$1,500.00', '$500.00', '$1,000.00']);
  });

  it("keeps the dialog open with the server's refusal when someone settled first", async () => {
    server.use(http.post('*/api/project/settlements', () => failure(409, 'The amount is greater than what remains to settle.', 'settlementTooLarge')));
    renderWithData(<SettlementPage />, { path: '/settlement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a transfer to Province treasury in USD' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Transfer reference/ }), { target: { value: 'VIR-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the transfer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is greater than what remains to settle.');
  });

  it('refuses a transfer dated in the future', async () => {
    renderWithData(<SettlementPage />, { path: '/settlement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a transfer to Province treasury in USD' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Transfer reference/ }), { target: { value: 'VIR-1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Transfer date/ }), { target: { value: '01/01/2999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the transfer' }));
    expect(await within(dialog).findByText('Enter a day that is not in the future.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('says when nothing is owed, and offers a retry when the summary fails', async () => {
    summary = [];
    renderWithData(<SettlementPage />, { path: '/settlement' });
    expect(await screen.findByText('Nothing is owed to any beneficiary yet.')).toBeTruthy();
    cleanup();

    server.use(http.get('*/api/project/settlements/summary', () => failure(500, 'Database unavailable', 'internal')));
    renderWithData(<SettlementPage />, { path: '/settlement' });
    expect((await screen.findByText(/The settlements could not be loaded/)).textContent).toContain('Database unavailable');
    server.use(http.get('*/api/project/settlements/summary', () => ok([row('treasury', 'treasury', 'CDF', 100, 0)])));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows each row as a card on a 390 px phone', async () => {
    setViewportWidth(390);
    renderWithData(<SettlementPage />, { path: '/settlement' });
    const cards = await screen.findByRole('list', { name: 'Settlements per beneficiary and currency' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading').textContent).toBe('Mairie de Lubumbashi · USD');
    expect(
      within(first)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['$1,500.00', '$500.00', '$1,000.00']);
  });

  it("is the project's settlement tab, in French too", async () => {
    const project = { id: 'p-kin', projectName: 'Kinshasa', projectType: '1' } as unknown as ProjectRecord;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore({ locale: 'fr' })}>
          <ProjectTabContent tab={{ path: 'settlement' }} project={project} member ready />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('table', { name: 'Reversements par bénéficiaire et par devise' })).toBeTruthy();
    expect(screen.queryByText(/comes later|arrive/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Reste' })).toBeTruthy();
    expect(cellsOf('Trésor de la province', 'USD')[3].replace(/[\u202f\u00a0]/g, ' ')).toBe('8 500,00 $');
    expect(summaryCalls).toBeGreaterThan(0);
  });
});
