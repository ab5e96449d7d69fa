import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { servicesWith } from '../../src/domain/gbv-case';
import type { GbvCaseDetail } from '../../src/client/pages/gbv-cases/gbv-api';
import { GbvCasesPage } from '../../src/client/pages/gbv-cases/GbvCasesPage';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { failure, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

const coded: GbvCaseDetail = {
  id: 'gbv-1',
  _key: 'gbv-1',
  code: 'GBV-2026-000042',
  ageGroup: '18-25',
  sex: 'female',
  incidentType: 'physicalAssault',
  incidentDate: '2026-11-10',
  reportDate: '2026-11-12',
  zone: 'zone-panda',
  zoneName: 'Panda Nord',
  services: servicesWith({ health: 'provided' }),
  referralConsent: false,
  caseWorkerKey: 'user-caseworker',
  caseWorkerName: 'Grace Ilunga',
  status: 'open',
  closureDate: null,
  createdAt: '2026-11-12T09:00:00.000Z',
  updatedAt: '2026-11-12T09:00:00.000Z',
  version: 4,
  identityShown: false,
  identity: null,
};
const withIdentity: GbvCaseDetail = {
  ...coded,
  identityShown: true,
  identity: { survivorName: 'Neema Kasongo', contact: '0812345678', address: 'Avenue Likasi 4' },
};

const server = setupServer();
let answer: GbvCaseDetail;
let puts: { ifMatch: string | null; body: Record<string, unknown> }[];
let putStatus: number;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  setProjectKey('proj-hk-health');
  puts = [];
  putStatus = 200;
  server.use(
    http.get('*/api/project/gbv-cases/gbv-1', () => ok(answer)),
    http.get('*/api/masterData/zones', () => ok([{ _key: 'zone-panda', name: 'Panda Nord' }])),
    http.put('*/api/project/gbv-cases/gbv-1', async ({ request }) => {
      puts.push({ ifMatch: request.headers.get('If-Match'), body: (await request.json()) as Record<string, unknown> });
      if (putStatus === 412) return failure(412, 'Changed meanwhile.', 'STALE_RECORD');
      return ok({ ...answer, version: answer.version + 1 });
    }),
  );
});

const signIn = (userKey: string, ...areas: string[]) =>
  saveSession(buildSessionUser({ _key: userKey, role: { name: 'GBV', roleList: roleListFor(...areas) } }));

describe('/gbv-case/:key', () => {
  it('shows a reader without the right the coded case and a restricted note, never a name', async () => {
    signIn('user-registrar', 'GBV');
    answer = coded;
    renderWithData(<GbvCasesPage />, { path: '/gbv-case/gbv-1', route: '/gbv-case/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'GBV-2026-000042' })).toBeTruthy();
    expect(screen.getByText('Physical assault')).toBeTruthy();
    expect(screen.getByTestId('gbv-identity-restricted').textContent).toContain('Identifying details are restricted');
    expect(screen.queryByRole('region', { name: 'Confidential: identity of the survivor' })).toBeNull();
    // Not their case, not a supervisor: nothing to change either.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign a case worker' })).toBeNull();
  });

  it('shows the case worker the identity in its confidential section', async () => {
    signIn('user-caseworker', 'GBV');
    answer = withIdentity;
    renderWithData(<GbvCasesPage />, { path: '/gbv-case/gbv-1', route: '/gbv-case/*' });
    const identity = await screen.findByRole('region', { name: 'Confidential: identity of the survivor' });
    expect(within(identity).getByText('Neema Kasongo')).toBeTruthy();
    expect(screen.queryByTestId('gbv-identity-restricted')).toBeNull();
  });

  it('saves a change on the version read (If-Match), refuses a referral without consent, and says when the copy is stale', async () => {
    signIn('user-caseworker', 'GBV');
    answer = withIdentity;
    renderWithData(<GbvCasesPage />, { path: '/gbv-case/gbv-1', route: '/gbv-case/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Legal/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referred' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the case' }));
    expect(await screen.findByText("A referral needs the survivor's consent: record the consent before any referral.")).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('The survivor consents to referrals'));
    putStatus = 412;
    fireEvent.click(screen.getByRole('button', { name: 'Save the case' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].ifMatch).toBe('"4"');
    expect(puts[0].body).toMatchObject({ referralConsent: true, survivorName: 'Neema Kasongo', services: { legal: 'referred' } });
    expect(puts[0].body).not.toHaveProperty('rowVersion');
    const alert = await screen.findByText('Someone else changed this case since you opened it. Reload it, then apply your change again.');
    expect(alert).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
