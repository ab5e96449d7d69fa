import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApproverPage } from '../../src/client/pages/approver/ApproverPage';
import { saveSession } from '../../src/client/providers/session';
import { permissionEntry } from '../../src/domain/permissions';
import { setViewportWidth } from './support/match-media';
import { buildSessionUser } from './support/builders';
import { aNote, renderNote } from './tax-note-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
beforeEach(() => setViewportWidth(1440));

const signInWith = (...areas: [string, 'all' | 'read'][]) =>
  saveSession(buildSessionUser({ role: { name: 'Officer', roleList: areas.map(([area, flags]) => permissionEntry(area, flags)) } }));

const waiting = [
  aNote({ id: 'n-1', reference: 'HKR-2026-0000001-A', taxpayerName: 'Ada' }),
  aNote({ id: 'n-2', reference: 'HKR-2026-0000002-B', taxpayerName: 'Rita' }),
];

function queue(methods: Record<string, ReturnType<typeof vi.fn>> = {}) {
  const getList = vi.fn(async () => ({ data: waiting, total: waiting.length }));
  renderNote(<ApproverPage />, { dataProvider: { getList, ...methods } });
  return { getList };
}

describe('the approver queue', () => {
  it("lists the notes awaiting the approver, oldest first, with each row's decisions", async () => {
    signInWith(['Approver', 'all'], ['Tax Note', 'read']);
    const { getList } = queue();
    expect(await screen.findByText('HKR-2026-0000001-A')).toBeTruthy();
    const params = getList.mock.calls[0] as unknown as [string, { filter: unknown; sort: unknown }];
    expect(params[0]).toBe('tax-note');
    expect(params[1].filter).toEqual({ awaitingActor: 'approver' });
    expect(params[1].sort).toEqual({ field: 'createdAt', order: 'ASC' });
    expect(screen.getByRole('button', { name: 'Approve tax note HKR-2026-0000001-A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject tax note HKR-2026-0000002-B' })).toBeTruthy();
    // An approver's second queue: the new amounts awaiting a decision.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Awaiting approval', 'New amounts to decide']);
  });

  it('lists the new amounts awaiting a decision in the second queue', async () => {
    signInWith(['Approver', 'all'], ['Tax Note', 'read']);
    const { getList } = queue();
    fireEvent.click(await screen.findByRole('tab', { name: 'New amounts to decide' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
    const params = getList.mock.calls.at(-1) as unknown as [string, { filter: unknown }];
    expect(params[1].filter).toEqual({ amendmentState: 'pending' });
  });

  it('offers no decision on a note the signed-in approver created (four eyes); the others keep theirs', async () => {
    saveSession(buildSessionUser({ _key: 'user-ada', role: { name: 'Officer', roleList: [permissionEntry('Approver', 'all')] } }));
    const mine = [
      { ...waiting[0], createdBy: 'user-ada' },
      { ...waiting[1], createdBy: 'user-rita' },
    ];
    const getList = vi.fn(async () => ({ data: mine, total: mine.length }));
    renderNote(<ApproverPage />, { dataProvider: { getList } });
    expect(await screen.findByRole('button', { name: 'Approve tax note HKR-2026-0000002-B' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve tax note HKR-2026-0000001-A' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject tax note HKR-2026-0000001-A' })).toBeNull();
  });

  it('approves a selection after confirming, then says which were approved and which refused, and why', async () => {
    signInWith(['Approver', 'all']);
    const bulkApproveTaxNotes = vi.fn(async () => ({
      data: { approved: ['n-1'], refused: [{ key: 'n-2', errorCode: 'CONFLICT', message: 'The tax note was rejected meanwhile' }] },
    }));
    queue({ bulkApproveTaxNotes });
    await screen.findByText('HKR-2026-0000001-A');
    // Every checkbox is named on its input, row by row, so a screen reader says what it selects.
    expect(screen.getByRole('checkbox', { name: 'Select HKR-2026-0000001-A' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Approve selected' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every note of this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 2 tax notes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bulkApproveTaxNotes).toHaveBeenCalledWith(['n-1', 'n-2']));
    const result = await screen.findByRole('dialog', { name: 'Bulk approval' });
    expect(result.textContent).toContain('1 tax note approved');
    expect(within(result).getByRole('list', { name: '1 tax note refused:' }).textContent).toBe('HKR-2026-0000002-BThe tax note was rejected meanwhile');
  });

  it('gives a receveur the notes awaiting issue, with Issue on each row, and no bulk approval', async () => {
    signInWith(['Recoverment', 'all'], ['Tax Note', 'read']);
    const issued = waiting.map((note) => ({ ...note, lifecycle: 'approved' as const, awaitingActor: 'receveur' as const }));
    const getList = vi.fn(async () => ({ data: issued, total: issued.length }));
    renderNote(<ApproverPage />, { dataProvider: { getList } });
    expect(await screen.findByRole('button', { name: 'Issue tax note HKR-2026-0000001-A' })).toBeTruthy();
    expect((getList.mock.calls[0] as unknown as [string, { filter: unknown }])[1].filter).toEqual({ awaitingActor: 'receveur' });
    expect(screen.queryByRole('button', { name: /Approve tax note/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('lets a role holding both rights switch queues', async () => {
    signInWith(['Approver', 'all'], ['Recoverment', 'all']);
    queue();
    const tabs = await screen.findByRole('tablist', { name: 'Queues' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Awaiting approval', 'New amounts to decide', 'Awaiting issue']);
  });

  it('says so when the role neither approves nor issues', async () => {
    signInWith(['Tax Note', 'read']);
    queue();
    expect(await screen.findByText('Your role approves and issues no tax note.')).toBeTruthy();
  });

  it('keeps the decisions on each card on a phone', async () => {
    setViewportWidth(390);
    signInWith(['Approver', 'all']);
    queue();
    expect(await screen.findByRole('button', { name: 'Approve tax note HKR-2026-0000001-A' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HKR-2026-0000002-B' }).getAttribute('href')).toBe('/tax-note/n-2/show');
  });
});
