import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecovermentPage } from '../../src/client/pages/recoverment/RecovermentPage';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { setViewportWidth } from './support/match-media';

const server = setupServer();
const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  _key: `n-${n}`,
  reference: `HKR-2026-000000${n}-A`,
  taxpayerName: `Taxpayer ${n}`,
  taxType: 'vehicle',
  dueDate: '2026-01-31',
  daysOverdue: 40 + n,
  currency: 'USD',
  amount: 4600,
  paidAmount: 0,
  remaining: 4600,
  stage: 'none',
  zone: 'Gombe',
  summonsKey: null,
  summonsNumber: null,
  ...overrides,
});
const task = (status: string, overrides: Record<string, unknown> = {}) => ({
  _key: 'task-1',
  kind: 'summons',
  scope: 'x',
  status,
  done: 0,
  total: 3,
  counts: {},
  params: {},
  error: '',
  startedByName: 'Receveur',
  createdAt: '2026-03-01T10:00:00.000Z',
  endedAt: null,
  ...overrides,
});

let rows: ReturnType<typeof row>[];
let listUrls: URL[];
let posted: { url: string; body: unknown }[];
let taskStates: ReturnType<typeof task>[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1440);
  saveSession(buildSessionUser({ role: { name: 'Receveur', roleList: roleListFor('Recoverment') } }));
  setProjectKey('p-kin');
  rows = [row(1), row(2), row(3, { stage: 'reminded', summonsKey: 's-3', summonsNumber: 'MPTS-2026-0000001-X' })];
  listUrls = [];
  posted = [];
  taskStates = [task('inProgress', { done: 1 }), task('completed', { done: 3, counts: { issued: 2, skipped: 1, failed: 0 } })];
  server.use(
    http.get('*/api/taxNote/recoverment', ({ request }) => {
      listUrls.push(new URL(request.url));
      return list('recoverment', rows);
    }),
    http.get('*/api/taxNote/recoverment/stage-counts', () => ok({ none: 2, reminded: 1, promiseBroken: 0, summoned: 0, enforcement: 0 })),
    http.post('*/api/taxNote/summons', async ({ request }) => {
      posted.push({ url: request.url, body: await request.json() });
      return ok(task('notStarted'));
    }),
    http.post('*/api/taxNote/recoverment/enforcement', async ({ request }) => {
      posted.push({ url: request.url, body: await request.json() });
      return ok({ moved: ['n-1'], skipped: [{ key: 'n-2', reason: 'notOverdue' }] });
    }),
    http.get('*/api/taxNote/tasks/:key', () => ok(taskStates.length > 1 ? taskStates.shift() : taskStates[0])),
    http.get('*/api/taxNote/summons/:key/document-link', ({ request }) => {
      posted.push({ url: request.url, body: null });
      return ok({ url: '/api/open/documents/summons/s-3?sig=1', expiresAt: '2026-03-01T10:05:00.000Z' });
    }),
  );
});

const filterOf = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}');

describe('the recoverment screen', () => {
  it('lists the overdue notes with stage tabs and their counts; a tab filters the list by stage', async () => {
    renderWithData(<RecovermentPage />);
    expect(await screen.findByText('HKR-2026-0000001-A')).toBeTruthy();
    const stages = screen.getByRole('tablist', { name: 'Recovery stages' });
    expect(await within(stages).findByRole('tab', { name: 'All (3)' })).toBeTruthy();
    expect(within(stages).getByRole('tab', { name: 'Not chased yet (2)' })).toBeTruthy();
    expect(within(stages).getByRole('tab', { name: 'Reminded (1)' })).toBeTruthy();
    expect(screen.getByText('41 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download summons MPTS-2026-0000001-X' })).toBeTruthy();
    fireEvent.click(within(stages).getByRole('tab', { name: 'Reminded (1)' }));
    await waitFor(() => expect(filterOf(listUrls.at(-1)!)).toEqual({ stage: 'reminded' }));
  });

  it('issues summonses for the selected notes after a confirmation, then shows started, progress and the result', async () => {
    renderWithData(<RecovermentPage />);
    await screen.findByText('HKR-2026-0000001-A');
    for (const n of [1, 2, 3]) fireEvent.click(screen.getByRole('checkbox', { name: `Select HKR-2026-000000${n}-A` }));
    expect(screen.getByText('3 notes selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue summons' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue summonses for 3 notes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Issue summons' }));
    await waitFor(() => expect(posted[0]?.body).toEqual({ noteKeys: ['n-1', 'n-2', 'n-3'] }));
    expect(await screen.findByText('Summons issue started for 3 notes.')).toBeTruthy();
    expect(await screen.findByText('Summons issue completed: 2 issued, 1 skipped, 0 failed.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('moves the selection to enforcement and says which notes were left out and why', async () => {
    renderWithData(<RecovermentPage />);
    await screen.findByText('HKR-2026-0000001-A');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every note of this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to enforcement' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move 3 notes to enforcement?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move to enforcement' }));
    const result = await screen.findByRole('dialog', { name: 'Move to enforcement' });
    expect(result.textContent).toContain('1 note moved to enforcement.');
    expect(result.textContent).toContain('HKR-2026-0000002-ANo longer overdue (paid or not due yet)');
    expect(posted[0]).toMatchObject({ body: { noteKeys: ['n-1', 'n-2', 'n-3'] } });
  });

  it('asks nothing before a selection, and cancelling the confirmation sends nothing', async () => {
    renderWithData(<RecovermentPage />);
    await screen.findByText('HKR-2026-0000001-A');
    expect(screen.queryByRole('button', { name: 'Issue summons' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select HKR-2026-0000001-A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue summons' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue a summons for 1 note?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });

  it('shows an empty state when no note is overdue, and an error with a retry when the list fails', async () => {
    rows = [];
    renderWithData(<RecovermentPage />);
    expect(await screen.findByText('No overdue note matches these filters.')).toBeTruthy();
    cleanup();
    server.use(
      http.get('*/api/taxNote/recoverment', () => new Response(JSON.stringify({ error: true, responseMessage: 'Down', errorCode: 'X' }), { status: 500 })),
    );
    renderWithData(<RecovermentPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('on a phone shows selectable cards', async () => {
    setViewportWidth(390);
    renderWithData(<RecovermentPage />);
    expect(await screen.findByRole('checkbox', { name: 'Select HKR-2026-0000002-A' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
