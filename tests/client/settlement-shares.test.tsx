import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format, startOfMonth } from 'date-fns';
import { http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RevenueSplitPage } from '../../src/client/pages/revenue-split/RevenueSplitPage';
import { dataProvider } from '../../src/client/providers/app-providers';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import type { RevenueShareRow } from '../../src/client/providers/settlement-methods';
import { roleListFor } from './support/builders';
import { failure, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { startMockServer, signInTo } from './support/mock-server';

const SHARES: RevenueShareRow[] = [
  { beneficiaryKey: 'rs-mairie', beneficiaryName: 'Mairie de Lubumbashi', USD: 150000, CDF: 4275000 },
  { beneficiaryKey: 'treasury', beneficiaryName: 'treasury', USD: 850000, CDF: 24225000 },
];

const server = startMockServer();
let shares: RevenueShareRow[];
let asked: { from: string | null; to: string | null }[];

beforeEach(() => {
  signInTo({ role: { name: 'Finance', roleList: roleListFor('Revenue Split') } });
  shares = SHARES;
  asked = [];
  server.use(
    http.get('*/api/project/revenue-shares', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push({ from: params.get('from'), to: params.get('to') });
      return ok(shares);
    }),
  );
});

const rowCells = (name: string) => {
  const tr = within(screen.getByRole('table', { name: 'Shares per beneficiary' }))
    .getAllByRole('row')
    .find((row) => row.firstElementChild?.textContent === name);
  return Array.from(tr!.children).map((cell) => cell.textContent);
};
const day = (date: Date) => format(date, 'yyyy-MM-dd');

describe('revenue split: the shares report', () => {
  it("opens on this month and shows each beneficiary's share in both currencies, with the totals and a chart", async () => {
    renderWithData(<RevenueSplitPage />, { path: '/revenue-split' });
    await screen.findByRole('table', { name: 'Shares per beneficiary' });
    expect(asked[0]).toEqual({ from: day(startOfMonth(new Date())), to: day(new Date()) });
    expect(rowCells('Mairie de Lubumbashi')).toEqual(['Mairie de Lubumbashi', '$1,500.00', 'CDF\u00a042,750.00']);
    expect(rowCells('Province treasury')).toEqual(['Province treasury', '$8,500.00', 'CDF\u00a0242,250.00']);
    expect(rowCells('Total')).toEqual(['Total', '$10,000.00', 'CDF\u00a0285,000.00']);
    expect(screen.getByRole('img', { name: 'Shares in USD of 2 beneficiaries' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CDF' }));
    expect(screen.getByRole('img', { name: 'Shares in CDF of 2 beneficiaries' })).toBeTruthy();
  });

  it('links to the revenue split configuration of the project and to the settlements', async () => {
    renderWithData(<RevenueSplitPage />, { path: '/revenue-split' });
    expect(screen.getByRole('link', { name: 'Revenue split configuration' }).getAttribute('href')).toBe('/project/p-kin/project-revenue-split');
    expect(screen.getByRole('link', { name: 'Settlements' }).getAttribute('href')).toBe('/settlement');
    await screen.findByRole('table');
  });

  it('asks again for another period, and not at all for a period that ends before it starts', async () => {
    renderWithData(<RevenueSplitPage />, { path: '/revenue-split' });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '01/01/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '31/03/2026' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-01-01', to: '2026-03-31' }));
    const count = asked.length;
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '01/04/2026' } });
    expect(await screen.findByText('Choose a first day on or before the last day.')).toBeTruthy();
    expect(asked).toHaveLength(count);
  });

  it('says when nothing was shared out, and shows a failure with a retry', async () => {
    shares = [{ beneficiaryKey: 'treasury', beneficiaryName: 'treasury', USD: 0, CDF: 0 }];
    renderWithData(<RevenueSplitPage />, { path: '/revenue-split' });
    expect((await screen.findByTestId('shares-empty')).textContent).toBe('No revenue was shared out in this period.');
    cleanup();

    server.use(http.get('*/api/project/revenue-shares', () => failure(403, "You don't have permission", 'forbidden')));
    renderWithData(<RevenueSplitPage />, { path: '/revenue-split' });
    expect((await screen.findByText(/The shares could not be loaded/)).textContent).toContain("You don't have permission");
    server.use(http.get('*/api/project/revenue-shares', () => ok(SHARES)));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('reads in French', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore({ locale: 'fr' })}>
          <RevenueSplitPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Parts par bénéficiaire' });
    const treasury = within(table)
      .getAllByRole('row')
      .find((row) => row.firstElementChild?.textContent === 'Trésor de la province');
    expect(treasury!.textContent!.replace(/[\u202f\u00a0]/g, ' ')).toBe('Trésor de la province8 500,00 $242 250,00 FC');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Répartition des recettes');
  });
});
