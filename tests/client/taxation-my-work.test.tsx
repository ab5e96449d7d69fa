import { cleanup, render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../src/client/providers/app-providers';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import type { MyWork } from '../../src/client/providers/my-work-methods';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { MyWorkPage } from '../../src/client/pages/my-work/MyWorkPage';
import { buildSessionUser, roleListFor } from './support/builders';
import { failure, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { startMockServer } from './support/mock-server';

type Created = NonNullable<MyWork['created']>;
const days = (n: number, fill: (i: number) => Partial<Created['daily'][number]> = () => ({})) =>
  Array.from({ length: n }, (_, i) => ({ day: `2026-03-${String(i + 1).padStart(2, '0')}`, count: 0, USD: 0, CDF: 0, ...fill(i) }));
const counts = (n: number, fill: (i: number) => number = () => 0) =>
  Array.from({ length: n }, (_, i) => ({ day: `2026-03-${String(i + 1).padStart(2, '0')}`, count: fill(i) }));

function buildCreated(overrides: Partial<Created> = {}): Created {
  return {
    today: 2,
    thisWeek: 5,
    byLifecycle: { waitingForApproval: 3, approved: 1, issued: 1 },
    taxed: [
      { currency: 'USD', amount: 1824000 },
      { currency: 'CDF', amount: 182400000 },
    ],
    daily: days(30, (i) => (i === 29 ? { count: 2, USD: 1824000 } : {})),
    ...overrides,
  };
}
const buildWork = (overrides: Partial<MyWork> = {}): MyWork => ({ sections: ['created'], created: buildCreated(), ...overrides });

const server = startMockServer();
let work: MyWork;
beforeEach(() => {
  localStorage.clear();
  setProjectKey('p-kin');
  work = buildWork();
  server.use(http.get('*/api/my-work', () => ok(work)));
});
const signInAs = (...areas: string[]) => saveSession(buildSessionUser({ role: { name: 'Role', roleList: roleListFor(...areas) } }));

describe('my work', () => {
  it("shows an appraiser's notes of today and this week, by lifecycle, the amounts in both currencies and a link to taxation", async () => {
    signInAs('Taxation', 'Tax Note');
    renderWithData(<MyWorkPage />, { path: '/my-work' });
    const created = await screen.findByTestId('my-work-created');
    expect(within(created).getByText('2').nextSibling?.textContent).toBe('today');
    expect(within(created).getByText('5').nextSibling?.textContent).toBe('this week');
    expect(within(created).getByText('Waiting for approval').nextSibling?.textContent).toBe('3');
    expect(within(created).getByText('Rejected').nextSibling?.textContent).toBe('0');
    const taxed = screen.getByTestId('my-work-taxed');
    expect(taxed.textContent).toContain('$18,240.00');
    expect(taxed.textContent).toContain('CDF\u00a01,824,000.00');
    expect(screen.getByRole('link', { name: 'Initiate taxation' }).getAttribute('href')).toBe('/taxation');
    expect(screen.getByRole('link', { name: 'Tax notes' }).getAttribute('href')).toBe('/tax-note');
    expect(screen.queryByRole('link', { name: 'Approver queue' })).toBeNull();
    expect(screen.queryByTestId('my-work-queue-approver')).toBeNull();
    expect(await screen.findByRole('img', { name: '2 tax notes in 30 days' })).toBeTruthy();
  });

  it('shows an approver the queue waiting for them, its count and how long the oldest has waited', async () => {
    signInAs('Approver', 'Tax Note');
    work = {
      sections: ['approvals'],
      approvals: {
        queue: { count: 7, oldestCreatedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString() },
        approvedToday: 4,
        daily: counts(14, (i) => (i === 13 ? 4 : i === 10 ? 6 : 0)),
      },
    };
    renderWithData(<MyWorkPage />, { path: '/my-work' });
    const queue = await screen.findByTestId('my-work-queue-approver');
    expect(within(queue).getByText('7').nextSibling?.textContent).toBe('notes waiting');
    expect(within(queue).getByText('3 days').nextSibling?.textContent).toBe('the oldest has waited');
    expect(screen.getByRole('link', { name: 'Approver queue' }).getAttribute('href')).toBe('/approver');
    expect(screen.queryByTestId('my-work-created')).toBeNull();
    expect(within(screen.getByTestId('my-work-approved')).getByText('4').nextSibling?.textContent).toBe('notes approved today');
    expect(await screen.findByRole('img', { name: '10 approvals in 14 days' })).toBeTruthy();
  });

  it("lands health staff on their own work: the registrar's declarations, the supervisor's queue and decisions", async () => {
    signInAs('Birth', 'GBV');
    work = {
      sections: ['declarations', 'gbvCases'],
      declarations: { birthsToday: 3, deathsToday: 1, waiting: 5, rejected: 2, daily: counts(14, (i) => (i === 13 ? 4 : 0)) },
      gbvCases: { open: 6, oldestOpenReportDate: '2026-02-03', closed: 1 },
    };
    renderWithData(<MyWorkPage />, { path: '/my-work' });
    const declared = await screen.findByTestId('my-work-declarations');
    expect(within(declared).getByText('3').nextSibling?.textContent).toBe('births');
    expect(within(screen.getByTestId('my-work-declarations-follow-up')).getByText('2').nextSibling?.textContent).toBe('sent back for correction');
    expect(within(screen.getByTestId('my-work-gbv-cases')).getByText('03/02/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Births' }).getAttribute('href')).toBe('/birth');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('img', { name: '4 declarations in 14 days' })).toBeTruthy();
    cleanup();

    signInAs('Health Approver', 'Birth');
    work = {
      sections: ['healthApprovals'],
      healthApprovals: { births: { count: 9, oldestCreatedAt: null }, deaths: { count: 2, oldestCreatedAt: null }, daily: counts(14) },
    };
    renderWithData(<MyWorkPage />, { path: '/my-work' });
    expect(within(await screen.findByTestId('my-work-queue-births')).getByText('9')).toBeTruthy();
    expect(screen.getByText('No decision in the last 14 days.')).toBeTruthy();
  });

  it('reads French numbers and money in French', async () => {
    signInAs('Taxation');
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore({ locale: 'fr' })}>
          <MyWorkPage />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Taxé ces 30 derniers jours' })).toBeTruthy();
    const taxed = screen.getByTestId('my-work-taxed');
    expect(taxed.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain('18 240,00 $');
    expect(taxed.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain('1 824 000,00 FC');
  });

  it('points a role this page counts nothing of to its pages, and shows the failure with a retry when the call fails', async () => {
    signInAs('Call Center', 'Tax Note');
    work = { sections: [] };
    renderWithData(<MyWorkPage />, { path: '/my-work' });
    expect((await screen.findByTestId('my-work-empty')).textContent).toContain('the menu opens the pages you work in');
    expect(screen.getByRole('link', { name: 'Open my pages' }).getAttribute('href')).toBe('/call-center');
    cleanup();
    server.use(http.get('*/api/my-work', () => failure(500, 'Something bad happened; please try again later.', 'internal')));
    renderWithData(<MyWorkPage />, { path: '/my-work' });
    expect((await screen.findByRole('alert')).textContent).toContain('Your work could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
