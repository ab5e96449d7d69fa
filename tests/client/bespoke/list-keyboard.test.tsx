import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveSession, setProjectKey } from '../../../src/client/providers/session';
import { UserList } from '../../../resources/user/UserList';
import { RoleList } from '../../../resources/role/RoleList';
import { buildSessionUser } from '../support/builders';
import { listRoute } from '../schema-ui/render-form';
import { setViewportWidth } from '../support/match-media';
import { renderWithData } from './support/render-admin';

/** Users and roles open from their lists without a mouse: Tab reaches a row, Enter opens it. */
const server = setupServer(
  listRoute('utils/users', [
    { _key: 'u-ilunga', userName: 'ailunga', firstName: 'Alain', lastName: 'Ilunga', isActive: true, roleName: 'Cashier' },
    { _key: 'user-1', userName: 'me-admin', firstName: 'Moi', lastName: 'Admin', isActive: true, roleName: 'Admin' },
  ]),
  listRoute('utils/roles', [{ _key: 'r-cashier', name: 'Cashier', description: 'Bank counter', roleList: [] }]),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  setViewportWidth(1440);
});
afterEach(() => cleanup());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser());
  setProjectKey('p-kin');
});

const where = () => screen.getByTestId('where').textContent;

/** The row holding `text`, focused as Tab focuses it: it must be in the tab order. */
async function focusRow(text: string) {
  const row = (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;
  expect(row.tabIndex).toBe(0);
  row.focus();
  expect(document.activeElement).toBe(row);
  return row;
}
const enter = (element: Element) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });

describe('keyboard: opening from the lists', () => {
  it('a user row takes the focus and Enter opens the user', async () => {
    renderWithData(<UserList />, { path: '/user', route: '/user/*' });
    const row = await focusRow('ailunga');
    enter(row);
    await waitFor(() => expect(where()).toBe('/user/u-ilunga'));
  });

  it('a role row takes the focus and Enter opens the role', async () => {
    renderWithData(<RoleList />, { path: '/role', route: '/role/*' });
    const row = await focusRow('Cashier');
    expect(within(row).getByText('Bank counter')).toBeTruthy();
    enter(row);
    await waitFor(() => expect(where()).toBe('/role/r-cashier'));
  });

  it('Enter on a button inside a row does what the button says, not open the row', async () => {
    renderWithData(<RoleList />, { path: '/role', route: '/role/*' });
    await screen.findByText('Cashier', {}, { timeout: 5000 });
    enter(screen.getByRole('button', { name: /Delete/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe('/role');
  });

  it("offers no Force logout on one's own row, which the server would refuse (finding D19)", async () => {
    renderWithData(<UserList />, { path: '/user', route: '/user/*' });
    await screen.findByText('me-admin', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Force logout of ailunga' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Force logout of me-admin' })).toBeNull();
    // The action column has a header (axe: an empty header says nothing to a screen reader, finding D30).
    expect(screen.getByRole('columnheader', { name: 'Force logout' })).toBeTruthy();
  });
});
