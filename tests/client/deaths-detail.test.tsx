import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Death } from '../../src/client/pages/deaths/deaths-api';
import { DeathsPage } from '../../src/client/pages/deaths/DeathsPage';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { failure, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

const waiting: Death = {
  id: 'd-1',
  _key: 'd-1',
  deceasedName: 'Joseph Kabila',
  deceasedFirstName: 'Joseph',
  deceasedMiddleName: '',
  deceasedLastName: 'Kabila',
  sex: 'male',
  dateOfBirth: null,
  ageYears: 67,
  dateOfDeath: '2026-11-18',
  hospitalKey: 'est-sendwe',
  hospitalName: 'Hôpital Jason Sendwe',
  placeKind: 'hospital',
  placeText: '',
  immediateCause: 'Cardiac arrest',
  icd10Code: 'I46.9',
  declarantName: 'Marie Kabila',
  declarantRelation: 'spouse',
  declarantCountryCode: '243',
  declarantMobile: '812345678',
  zone: null,
  state: 'waitingForApproval',
  rejectionReason: null,
  certificateNumber: null,
  createdAt: '2026-11-18T09:00:00.000Z',
  approvedAt: null,
  version: 3,
  actions: ['approve', 'reject'],
};

const server = setupServer();
let decisions: { decision: string; ifMatch: string | null; body: Record<string, unknown> }[];
let decisionStatus: number;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'Health supervisor', roleList: roleListFor('Health Approver') } }));
  setProjectKey('proj-hk-health');
  decisions = [];
  decisionStatus = 200;
  server.use(
    http.get('*/api/project/deaths/d-1', () => ok(waiting)),
    http.get('*/api/project/hospitals', () => ok([{ _key: 'est-sendwe', establishmentName: 'Hôpital Jason Sendwe' }])),
    http.post('*/api/project/deaths/d-1/:decision', async ({ request, params }) => {
      decisions.push({ decision: String(params.decision), ifMatch: request.headers.get('If-Match'), body: (await request.json()) as Record<string, unknown> });
      if (decisionStatus === 409) return failure(409, 'This declaration has already been decided: reload it to see its state.', 'DEATH_STATE');
      const decided =
        params.decision === 'approve'
          ? { ...waiting, state: 'approved', certificateNumber: 'DC-2026-000001-7', approvedAt: '2026-11-19T08:00:00.000Z', version: 4, actions: [] }
          : { ...waiting, state: 'rejected', rejectionReason: 'Wrong hospital', version: 4, actions: [] };
      return ok(decided);
    }),
  );
});

const open = () => renderWithData(<DeathsPage />, { path: '/death/d-1', route: '/death/*' });

describe('/death/:key for a health approver', () => {
  it('approves after confirmation on the version read, then offers the certificate', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the declaration of Joseph Kabila?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Download the death certificate DC-2026-000001-7' })).toBeTruthy();
    expect(decisions).toEqual([{ decision: 'approve', ifMatch: '"3"', body: {} }]);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the declaration of Joseph Kabila' });
    // The rule is said before anything is typed (admin-health D10).
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Three characters at least.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason (three characters at least).')).toBeTruthy();
    expect(decisions).toHaveLength(0);
    // Two letters are no reason either, as for births (admin-health D10).
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' }), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason (three characters at least).')).toBeTruthy();
    expect(decisions).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' }), { target: { value: 'Wrong hospital' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'reject', ifMatch: '"3"', body: { reason: 'Wrong hospital' } }]));
    expect(await screen.findByText('Wrong hospital')).toBeTruthy();
  });

  it('says another approver decided first, and offers to reload', async () => {
    decisionStatus = 409;
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Someone else changed or decided this declaration since you opened it. Reload it to see what changed.')).toBeTruthy();
    // Found once the confirmation has closed: until then the page behind it is hidden from roles.
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says beside Save that the declaration changed meanwhile, and Reload shows the fresh copy (admin-health D27)', async () => {
    let current = { ...waiting, actions: ['correct', 'approve', 'reject'] };
    server.use(
      http.get('*/api/project/deaths/d-1', () => ok(current)),
      http.put('*/api/project/deaths/d-1', () => failure(412, 'This record was changed since you opened it.', 'STALE_VERSION')),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('form', { name: 'Save the correction' });
    current = { ...current, immediateCause: 'Stroke', version: 4 };
    fireEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal.textContent).toContain('Someone else changed or decided this declaration since you opened it.');
    fireEvent.click(within(refusal).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Save the correction' })).toBeNull());
    expect(await screen.findByText('Stroke')).toBeTruthy();
  });
});
