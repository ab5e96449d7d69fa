import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/client/providers/app-providers';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { saveSession } from '../../src/client/providers/session';
import { SchemaEdit } from '../../src/client/schema-ui/views/SchemaEdit';
import { buildSessionUser } from './support/builders';

const STALE = 'This record was changed by someone else since you opened it. Please reload it and make your change again.';

/** The citizen as the server holds it: someone else renames it while our form is open. */
let held: Record<string, unknown>;
const puts: unknown[] = [];
const server = setupServer(
  http.get('*/api/account/citizens/c1', () => HttpResponse.json({ error: false, data: held })),
  http.put('*/api/account/citizens/c1', async ({ request }) => {
    puts.push(await request.json());
    return HttpResponse.json({ error: true, responseMessage: STALE, errorCode: 'STALE_RECORD', details: [] }, { status: 412 });
  }),
  http.get('*/api/*', () => HttpResponse.json({ error: false, data: [] }, { headers: { 'Content-Range': 'items 0-0/0' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser());
  held = { _key: 'c1', version: 1, firstName: 'Amani', lastName: 'Kabila', gender: 'Male' };
  puts.length = 0;
});

function renderEdit() {
  const router = createMemoryRouter(
    [
      {
        path: '/citizen/:id',
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
            <SchemaEdit resource="citizen" fields={['firstName', 'lastName']} />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/citizen/c1'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('saving a record someone else changed meanwhile', () => {
  it('says so beside Save and offers to reload the latest version', async () => {
    renderEdit();
    const firstName = (await screen.findByLabelText(/^First name/, { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Zawadi' } });
    held = { ...held, version: 2, firstName: 'Amani-Grace' };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    // Beside Save, not at the top of a long form: the same row of actions.
    const save = screen.getByRole('button', { name: 'Save' });
    expect(alert.nextElementSibling?.contains(save)).toBe(true);
    expect(puts).toHaveLength(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText(/^First name/, { selector: 'input' }) as HTMLInputElement).value).toBe('Amani-Grace'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
