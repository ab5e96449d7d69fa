import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/client/offline/OfflineBanner';
import { BirthsPage } from '../../src/client/pages/births/BirthsPage';
import { roleListFor } from './support/builders';
import { signInTo, startMockServer } from './support/mock-server';
import { ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

const server = startMockServer();
beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  signInTo({ role: { name: 'Registrar', roleList: roleListFor('Birth') } }, 'proj-hk-health');
  server.use(
    http.get('*/api/project/hospitals', () => ok([])),
    http.get('*/api/project/births', () => new Response(JSON.stringify({ error: false, data: [] }), { headers: { 'Content-Range': 'births 0-0/0' } })),
  );
});
afterEach(() => vi.restoreAllMocks());

// The shell's banner and the page, as the app lays them out.
const open = (path: string) =>
  renderWithData(
    <>
      <OfflineBanner />
      <BirthsPage />
    </>,
    { path, route: '/birth/*' },
  );
const offlineNotes = () => screen.queryAllByRole('status').filter((note) => /offline/i.test(note.textContent ?? ''));

describe('offline on the births pages (admin-health C6)', () => {
  it('the register shows one offline banner, in the births’ words', async () => {
    open('/birth');
    expect(await screen.findByText(/Births declared now are kept in the outbox/)).toBeTruthy();
    expect(offlineNotes()).toHaveLength(1);
    expect(offlineNotes()[0].textContent).toBe(
      'You are offline. Births declared now are kept in the outbox on this device and sent by themselves when the network returns.',
    );
  });

  it('the outbox shows one offline banner, in the outbox’s words', async () => {
    open('/birth/outbox');
    expect(await screen.findByText(/declarations in the outbox stay on this device/)).toBeTruthy();
    expect(offlineNotes()).toHaveLength(1);
  });
});
