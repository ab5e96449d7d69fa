import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { servicesWith } from '../../src/domain/gbv-case';
import type { GbvCase } from '../../src/client/pages/gbv-cases/gbv-api';
import { GbvCasesPage } from '../../src/client/pages/gbv-cases/GbvCasesPage';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { list } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

const row: GbvCase = {
  id: 'gbv-1',
  _key: 'gbv-1',
  code: 'GBV-2026-000042',
  ageGroup: '18-25',
  sex: 'female',
  incidentType: 'forcedMarriage',
  incidentDate: '2026-11-10',
  reportDate: '2026-11-12',
  zone: 'zone-panda',
  zoneName: 'Panda Nord',
  services: servicesWith({ legal: 'referred' }),
  referralConsent: true,
  caseWorkerKey: 'user-caseworker',
  caseWorkerName: 'Grace Ilunga',
  status: 'open',
  closureDate: null,
  createdAt: '2026-11-12T09:00:00.000Z',
  updatedAt: '2026-11-12T09:00:00.000Z',
  version: 1,
};

const server = setupServer();
let listed: URL[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'GBV', roleList: roleListFor('GBV') } }));
  setProjectKey('proj-hk-health');
  listed = [];
  server.use(
    http.get('*/api/project/gbv-cases', ({ request }) => {
      listed.push(new URL(request.url));
      return list('gbvCases', [row]);
    }),
  );
});

describe('/gbv-case', () => {
  it('lists coded cases with GBVIMS labels, and filters them by status', async () => {
    renderWithData(<GbvCasesPage />, { path: '/gbv-case', route: '/gbv-case/*' });
    expect(await screen.findByText('GBV-2026-000042')).toBeTruthy();
    expect(screen.getByText('Forced marriage')).toBeTruthy();
    expect(screen.getByText('Legal: Referred')).toBeTruthy();
    expect(screen.getByText('Panda Nord')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a case' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(JSON.parse(listed.at(-1)!.searchParams.get('filter') ?? '{}')).toEqual({ status: 'closed' }));
  });
});
