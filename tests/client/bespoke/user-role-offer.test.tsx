import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession, setProjectKey } from '../../../src/client/providers/session';
import { permissionEntry } from '../../../src/domain/permissions';
import { UserDialog } from '../../../resources/user/UserDialog';
import { buildSessionUser } from '../support/builders';
import { buildCitizenResult, dialogHandlers, list } from './support/api';
import { renderWithData } from './support/render-admin';
import { startMockServer } from '../support/mock-server';

const server = startMockServer();

/** A user administrator who also reads payments, and the roles the server lists to them. */
beforeEach(() => {
  localStorage.clear();
  saveSession(
    buildSessionUser({ role: { _key: 'role-admin', name: 'User admin', roleList: [permissionEntry('User', 'all'), permissionEntry('Payment', 'read')] } }),
  );
  setProjectKey('p-kin');
  // Listed first, so it answers the roles request before the shared dialog handlers do.
  server.use(
    http.get('*/api/utils/roles', () =>
      list('roles', [
        { _key: 'role-cashier', name: 'Cashier', roleList: [permissionEntry('Payment', 'all')] },
        { _key: 'role-reader', name: 'Payment reader', roleList: [permissionEntry('Payment', 'read')] },
        { _key: 'role-helper', name: 'User helper', roleList: [permissionEntry('User', { isAccess: true, read: true, update: true })] },
      ]),
    ),
    ...dialogHandlers([buildCitizenResult()], { tree: [], search: [] }),
  );
});

describe('user dialog: the role list', () => {
  it('offers only the roles whose rights the signed-in administrator holds, as the server would accept', async () => {
    renderWithData(<UserDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Citizen' }), { target: { value: 'Dorcas' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Dorcas Neema Banza' }, { timeout: 15_000 }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await screen.findByRole('option', { name: 'User helper' }, { timeout: 15_000 });
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['No role', 'Payment reader', 'User helper']);
  });
});
