import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EstablishmentEditor } from '../../resources/establishment/EstablishmentEditor';
import { RoleEdit } from '../../resources/role/RoleEdit';
import { dataProvider } from '../../src/client/providers/app-providers';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { saveSession } from '../../src/client/providers/session';
import { SchemaEdit } from '../../src/client/schema-ui/views/SchemaEdit';
import { buildSessionUser } from './support/builders';

/** Records the server holds; any other read is an empty list, as a project without data answers. */
const RECORDS: Record<string, Record<string, unknown>> = {
  'account/citizens/c1': { _key: 'c1', version: 1, firstName: 'Amani', lastName: 'Kabila', gender: 'Male' },
  'utils/roles/r1': { _key: 'r1', version: 1, name: 'Cashier', description: 'Counter', roleList: [] },
  'account/establishments/e1': { _key: 'e1', version: 1, establishmentName: 'Brasserie du Lac', type: '2' },
};
const server = setupServer(
  http.get('*/api/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const record = RECORDS[path];
    if (record) return HttpResponse.json({ error: false, data: record });
    return HttpResponse.json({ error: false, data: [] }, { headers: { 'Content-Range': 'items 0-0/0' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser());
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The edit screen at `path` inside a data router (blocking needs one), with a link away from it. */
function renderEditor(path: string, route: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
            <Link to="/elsewhere">Leave</Link>
            <Outlet />
            <Where />
          </AdminContext>
        ),
        children: [
          { path: route, element },
          { path: '/elsewhere', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const where = () => screen.getByTestId('where').textContent;
const leave = () => fireEvent.click(screen.getByRole('link', { name: 'Leave' }));

/** Types into a field, tries to leave: asked, keeps editing; tries again, discards and leaves. */
async function expectAskedBeforeLeaving(label: RegExp, value: string, from: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  leave();
  expect(await screen.findByText('Discard your changes?')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
  expect(where()).toBe(from);
  expect((screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value).toBe(value);
  leave();
  fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(where()).toBe('/elsewhere'));
}

describe('closing a dirty edit form', () => {
  it('asks before discarding a generated edit form', async () => {
    renderEditor('/citizen/c1', '/citizen/:id', <SchemaEdit resource="citizen" fields={['firstName', 'lastName']} />);
    await expectAskedBeforeLeaving(/^First name/, 'Zawadi', '/citizen/c1');
  });

  it.each([
    ['a generated form', '/citizen/c1', '/citizen/:id', <SchemaEdit key="c" resource="citizen" />, /^First name/],
    ['a role', '/role/r1', '/role/:id', <RoleEdit key="r" />, /^Name/],
    ['an establishment', '/establishment/e1', '/establishment/:id', <EstablishmentEditor key="e" mode="edit" />, /^Name/],
  ])('lets %s close without a question when nothing was changed', async (_, path, route, element, label) => {
    renderEditor(path, route, element);
    await screen.findByLabelText(label, { selector: 'input' });
    leave();
    await waitFor(() => expect(where()).toBe('/elsewhere'));
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it("asks before discarding a role's changes", async () => {
    renderEditor('/role/r1', '/role/:id', <RoleEdit />);
    await expectAskedBeforeLeaving(/^Name/, 'Head cashier', '/role/r1');
  });

  it("asks before discarding an establishment's changes", async () => {
    renderEditor('/establishment/e1', '/establishment/:id', <EstablishmentEditor mode="edit" />);
    await expectAskedBeforeLeaving(/^Name/, 'Brasserie du Port', '/establishment/e1');
  });
});
