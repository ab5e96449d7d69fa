import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BirthsPage } from '../../src/client/pages/births/BirthsPage';
import { roleListFor } from './support/builders';
import type { Birth } from '../../src/client/pages/births/births-api';
import { birthRow } from './support/birth-row';
import { signInTo, startMockServer } from './support/mock-server';
import { ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

const birth = birthRow;

const server = startMockServer();
const approvals: string[] = [];
beforeEach(() => {
  approvals.length = 0;
  signInTo({ role: { name: 'Health supervisor', roleList: roleListFor('Health Approver') } }, 'proj-hk-health');
  server.use(
    http.get('*/api/project/hospitals', () => ok([{ _key: 'est-sendwe', establishmentName: 'Hôpital Jason Sendwe' }])),
    http.post('*/api/project/births/:key/approve', ({ params }) => {
      approvals.push(String(params.key));
      return ok(birth(String(params.key), 'Merveille', { approved: true }));
    }),
  );
});

const queue = (items: Birth[], others: Birth[] = []) => {
  server.use(
    http.get(
      '*/api/project/births/approval-queue',
      () =>
        new Response(JSON.stringify({ error: false, data: items }), {
          headers: { 'Content-Type': 'application/json', 'Content-Range': `births 0-${items.length - 1}/${items.length}` },
        }),
    ),
    ...[...items, ...others].map((b) => http.get(`*/api/project/births/${b._key}`, () => ok(b))),
  );
  return renderWithData(<BirthsPage />, { path: '/birth/queue', route: '/birth/*' });
};

describe('birth approval queue (admin-health D25)', () => {
  it('asks before approving, says it cannot be undone, and the success ends with !!!', async () => {
    queue([birth('b-1', 'Merveille')]);
    const item = await screen.findByRole('article', { name: 'Merveille Ilunga' });
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the birth of Merveille Ilunga?' });
    expect(dialog.textContent).toContain('It cannot be undone.');
    expect(approvals).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Birth of Merveille Ilunga approved !!!')).toBeTruthy();
    expect(approvals).toEqual(['b-1']);
  });

  it('Cancel leaves the declaration waiting, with no call', async () => {
    queue([birth('b-1', 'Merveille')]);
    const item = await screen.findByRole('article', { name: 'Merveille Ilunga' });
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(approvals).toEqual([]);
  });
});

describe('probable duplicates in the queue (admin-health C7)', () => {
  it('twins (same mother, day and hospital, another name) are named as possible twins, with what to do', async () => {
    const first = birth('b-1', 'Merveille', { createdAt: '2026-11-20T09:00:00.000Z', probableDuplicates: ['b-2'] });
    const second = birth('b-2', 'Grâce', { createdAt: '2026-11-20T09:05:00.000Z', gender: 'Male', probableDuplicates: ['b-1'] });
    queue([first, second]);
    const later = await screen.findByRole('article', { name: 'Grâce Ilunga' });
    expect(await within(later).findByText(/Possibly twins/)).toBeTruthy();
    expect(later.textContent).toContain('If they are twins, approve both.');
    expect(later.textContent).toContain('If one child was declared twice, keep Merveille Ilunga (declared first) and reject this one.');
  });

  it('one child declared twice: keep the earlier declaration, reject the later', async () => {
    const first = birth('b-1', 'Merveille', { createdAt: '2026-11-20T09:00:00.000Z', probableDuplicates: ['b-2'] });
    const second = birth('b-2', 'Merveile', { createdAt: '2026-11-20T10:00:00.000Z', probableDuplicates: ['b-1'] });
    queue([first, second]);
    const earlier = await screen.findByRole('article', { name: 'Merveille Ilunga' });
    expect(await within(earlier).findByText(/Probably the same child declared twice/)).toBeTruthy();
    expect(earlier.textContent).toContain('This declaration came first: keep it and reject Merveile Ilunga.');
    expect(earlier.textContent).not.toContain('twins');
  });
});
