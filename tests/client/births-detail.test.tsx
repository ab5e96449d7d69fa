import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BirthsPage } from '../../src/client/pages/births/BirthsPage';
import { roleListFor } from './support/builders';
import { birthRow } from './support/birth-row';
import { signInTo, startMockServer } from './support/mock-server';
import { failure, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';

const birth = (key: string, childFirstName: string, probableDuplicates: string[] = []) => birthRow(key, childFirstName, { probableDuplicates, actions: [] });
const DUPLICATE_KEY = '4ede6eb9-4405-469c-9740-083837d26210';

const server = startMockServer();
beforeEach(() => {
  signInTo({ role: { name: 'Health supervisor', roleList: roleListFor('Health Approver') } }, 'proj-hk-health');
  server.use(http.get('*/api/project/hospitals', () => ok([{ _key: 'est-sendwe', establishmentName: 'Hôpital Jason Sendwe' }])));
});

const open = () => renderWithData(<BirthsPage />, { path: '/birth/b-1', route: '/birth/*' });

describe('/birth/:key with a probable duplicate (admin-health D28)', () => {
  it('never shows the duplicate’s raw key while its name loads', async () => {
    server.use(
      http.get('*/api/project/births/b-1', () => ok(birth('b-1', 'Merveille', [DUPLICATE_KEY]))),
      http.get(`*/api/project/births/${DUPLICATE_KEY}`, async () => {
        await delay(300);
        return ok(birth(DUPLICATE_KEY, 'Grâce'));
      }),
    );
    open();
    expect(await screen.findByText('Probable duplicate of:', { exact: false })).toBeTruthy();
    expect(document.body.textContent).not.toContain(DUPLICATE_KEY);
    expect(await screen.findByRole('link', { name: 'Grâce Ilunga (20/11/2026, Hôpital Jason Sendwe)' })).toBeTruthy();
  });

  it('names a duplicate the reader cannot open "another declaration", not by its key', async () => {
    server.use(
      http.get('*/api/project/births/b-1', () => ok(birth('b-1', 'Merveille', ['b-2', DUPLICATE_KEY]))),
      http.get('*/api/project/births/b-2', () => ok(birth('b-2', 'Grâce'))),
      http.get(`*/api/project/births/${DUPLICATE_KEY}`, () => failure(404, 'Not found', 'NOT_FOUND')),
    );
    open();
    expect(await screen.findByRole('link', { name: 'another declaration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grâce Ilunga (20/11/2026, Hôpital Jason Sendwe)' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(DUPLICATE_KEY);
  });
});
