import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChainHeadsPanel } from '../../resources/project/ChainHeadsPanel';
import { renderWithApi } from './schema-ui/render-form';

const HASH = '3fa2c1d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7ea19b';
const none = (kind: string) => ({ kind, lastId: null, lastSeq: null, rowHash: null, recordedAt: null });
let answer: () => Response = () => HttpResponse.json({ error: false, data: [] });
const server = setupServer(http.get('*/api/project/projects/:key/chain-heads', () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe("the overview's audit trail seal", () => {
  it('says when nothing is written down yet', async () => {
    answer = () => HttpResponse.json({ error: false, data: [none('projectActivity'), none('installationActivity')] });
    renderWithApi(<ChainHeadsPanel projectKey="p1" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the audit trail seal');
    expect(await screen.findAllByText('Not written down yet')).toHaveLength(2);
    expect(screen.queryByText('Tax note history')).toBeNull();
  });

  it('shows a head shortened and copies it whole', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answer = () =>
      HttpResponse.json({ error: false, data: [{ kind: 'noteEvents', lastId: 1234, lastSeq: 77, rowHash: HASH, recordedAt: '2026-11-26T21:55:00.000Z' }] });
    renderWithApi(<ChainHeadsPanel projectKey="p1" />);
    const card = await screen.findByTestId('chain-head-noteEvents');
    expect(within(card).getByText('No. 1,234 (position 77)')).toBeTruthy();
    expect(within(card).getByText('3fa2c1d4e5f6…a19b')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy the whole fingerprint of Tax note history' }));
    expect(writeText).toHaveBeenCalledWith(HASH);
  });

  it('offers to retry when the seal cannot be loaded', async () => {
    answer = () => HttpResponse.json({ error: true, errorCode: 'X', responseMessage: 'down' }, { status: 500 });
    renderWithApi(<ChainHeadsPanel projectKey="p1" />);
    expect(await screen.findByText('The audit trail seal could not be loaded.')).toBeTruthy();
    answer = () => HttpResponse.json({ error: false, data: [none('projectActivity')] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Not written down yet')).toBeTruthy();
  });
});
