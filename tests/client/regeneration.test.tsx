import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RegenerationPanel } from '../../src/client/pages/recoverment/RegenerationPanel';
import { saveSession, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser, roleListFor } from './support/builders';
import { failure, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

type State = { year: number; status: string; done: number; total: number; counts: Record<string, number>; startedByName: string; error: string };

const LAST_YEAR = new Date().getUTCFullYear() - 1;
const server = setupServer();
let states: State[];
let posted: unknown[];
let reads: number;
const state = (status: string, overrides: Partial<State> = {}): State => ({
  year: LAST_YEAR,
  status,
  done: 0,
  total: 0,
  counts: {},
  startedByName: 'receveur',
  error: '',
  ...overrides,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'Receveur', roleList: roleListFor('Recoverment') } }));
  setProjectKey('p-kin');
  states = [state('notStarted')];
  posted = [];
  reads = 0;
  server.use(
    // Each read answers the next state of the list, then stays on the last one.
    http.get('*/api/taxNote/regenerate', ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      reads += 1;
      const next = states.length > 1 ? states.shift()! : states[0];
      return ok({ ...next, year });
    }),
    http.post('*/api/taxNote/regenerate', async ({ request }) => {
      posted.push(await request.json());
      return ok(state('inProgress', { done: 0, total: 40 }));
    }),
  );
});

describe('regeneration panel', () => {
  it('shows a year not started yet, and starts it after a confirmation', async () => {
    states = [state('notStarted'), state('inProgress', { done: 25, total: 40, counts: { created: 20, skipped: 5 } })];
    renderWithData(<RegenerationPanel />);
    expect(await screen.findByText(`The property notes of ${LAST_YEAR} have not been regenerated: not started.`)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Year to regenerate' }).textContent).toBe(String(LAST_YEAR));

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: `Regenerate the property notes of ${LAST_YEAR}?` });
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));

    await waitFor(() => expect(posted).toEqual([{ year: LAST_YEAR }]));
    expect(await screen.findByText('Regeneration started !!!')).toBeTruthy();
    expect(await screen.findByText(`Regeneration of ${LAST_YEAR} in progress: 0 of 40 notes.`)).toBeTruthy();
    // While in progress, the panel reads the state again and the bar moves.
    expect(await screen.findByText(`Regeneration of ${LAST_YEAR} in progress: 25 of 40 notes.`, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: 63%' }).getAttribute('aria-valuenow')).toBe('63');
    expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', true);
  });

  it('follows a start the server answers as started (not yet picked up) until it completes', async () => {
    states = [state('notStarted'), state('inProgress', { done: 10, total: 40 }), state('completed', { done: 40, total: 40, counts: { created: 40 } })];
    server.use(
      http.post('*/api/taxNote/regenerate', async ({ request }) => {
        posted.push(await request.json());
        return ok(state('started'));
      }),
    );
    renderWithData(<RegenerationPanel />);
    await screen.findByText(`The property notes of ${LAST_YEAR} have not been regenerated: not started.`);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(`Regeneration of ${LAST_YEAR} started: waiting for its first notes…`)).toBeTruthy();
    expect(await screen.findByText(`Regeneration of ${LAST_YEAR} in progress: 10 of 40 notes.`, {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText(`Regeneration of ${LAST_YEAR} completed (started by receveur).`, {}, { timeout: 15_000 })).toBeTruthy();
  }, 15000);

  it('shows a completed year with its counts, and a year without notes as not found', async () => {
    states = [state('completed', { done: 40, total: 40, counts: { created: 38, skipped: 2, invalidItems: 1, failed: 0 } })];
    renderWithData(<RegenerationPanel />);
    expect(await screen.findByText(`Regeneration of ${LAST_YEAR} completed (started by receveur).`)).toBeTruthy();
    const counts = screen.getByText('Notes created').parentElement!;
    expect(within(counts).getByText('38')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', true);

    states = [state('notFound')];
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year to regenerate' }));
    fireEvent.click(await screen.findByRole('option', { name: String(LAST_YEAR - 1) }));
    expect(await screen.findByText(`Not found: there is no property tax note in ${LAST_YEAR - 1}.`)).toBeTruthy();
  });

  it('cancelling the confirmation starts nothing', async () => {
    renderWithData(<RegenerationPanel />);
    await screen.findByText(`The property notes of ${LAST_YEAR} have not been regenerated: not started.`);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });

  it('says when the state cannot be read, and reads it again on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/taxNote/regenerate', () => {
        reads += 1;
        return fail ? failure(500, 'Something went wrong', 'internal') : ok(state('notStarted'));
      }),
    );
    renderWithData(<RegenerationPanel />);
    expect(await screen.findByText(/The regeneration could not be loaded\./)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`The property notes of ${LAST_YEAR} have not been regenerated: not started.`)).toBeTruthy();
    expect(reads).toBe(2);
  });
});
