import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, setProjectKey } from '../../../src/client/providers/session';
import { UserDialog } from '../../../resources/user/UserDialog';
import { buildSessionUser } from '../support/builders';
import { buildCitizenResult, buildUserResult, dialogHandlers, failure, ok } from './support/api';
import { renderWithData } from './support/render-admin';

const server = setupServer();
const calls = { tree: [] as string[], search: [] as string[] };
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser());
  setProjectKey('p-kin');
  calls.tree = [];
  calls.search = [];
  server.use(...dialogHandlers([buildCitizenResult(), buildUserResult()], calls));
});

const dialog = () => screen.getByRole('dialog');
const input = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
const button = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const search = (text: string) => fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Citizen' }), { target: { value: text } });
const choose = async (combobox: string, option: string) => {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('user dialog: citizen search (4 characters, 100 ms)', () => {
  it('waits for 4 characters and 100 ms of quiet, then asks once for the last text', async () => {
    renderWithData(<UserDialog onClose={() => undefined} />);
    search('Ban');
    await sleep(250);
    expect(calls.search).toEqual([]);
    // When the request leaves is read off the request itself, not off a short sleep: on a busy
    // machine a 40 ms sleep can outlast the 100 ms of quiet and prove nothing.
    const askedAt: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('user-and-citizen')) askedAt.push(Date.now());
    });
    const typedAt = Date.now();
    search('Banz');
    search('Banza');
    expect(await within(dialog()).findByRole('button', { name: 'Dorcas Neema Banza' })).toBeTruthy();
    server.events.removeAllListeners();
    expect(askedAt).toHaveLength(1);
    expect(askedAt[0] - typedAt).toBeGreaterThanOrEqual(100);
    expect(calls.search).toEqual(['Banza']);
  });

  it("shows photo initials, names and phone, the user name and role of users, and 'Add user' when nothing is found", async () => {
    renderWithData(<UserDialog onClose={() => undefined} />);
    search('Kasongo');
    const hit = await within(dialog()).findByRole('button', { name: 'Serge Kasongo' });
    expect(hit.textContent).toContain('+243 812 345 602');
    expect(hit.textContent).toContain('User name: skasongo');
    expect(hit.textContent).toContain('Role: Cashier');
    search('Nobody here');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Add user' }));
    expect(input('First name').disabled).toBe(false);
    expect(input('Password')).toBeTruthy();
  });
});

describe('user dialog: modes', () => {
  it('a citizen gives user mode: names and phone locked, phone as user name; Create sends the user', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/utils/users', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok({ ...sent, _key: 'new-user', roleName: 'Cashier' });
      }),
    );
    renderWithData(<UserDialog onClose={() => undefined} />);
    search('Dorcas');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Dorcas Neema Banza' }));
    for (const name of ['First name', 'Middle name', 'Last name', 'Phone']) expect(input(name).disabled).toBe(true);
    expect(input('User name').value).toBe('979673735');
    expect(within(dialog()).getByText('Dorcas Neema Banza', { selector: 'span' })).toBeTruthy();
    expect(button('Create').disabled).toBe(true);

    fireEvent.change(input('Password'), { target: { value: 'Strong@2026' } });
    fireEvent.change(input('Confirm password'), { target: { value: 'Strong@2026' } });
    await choose('Role', 'Cashier');
    await choose('Working organization', 'Bureau Centre');
    await waitFor(() => expect(button('Create').disabled).toBe(false));
    fireEvent.click(button('Create'));
    expect(await screen.findByText('User is created successfully !!!')).toBeTruthy();
    expect(sent).toMatchObject({
      userName: '979673735',
      firstName: 'Dorcas',
      _citizenKey: 'cit-1',
      isCitizen: true,
      isActive: true,
      userRole: 'role-cashier',
      establishmentKey: 'org-branch',
      type: '2',
      applicationAccess: '1',
    });
  });

  it('an existing user gives non-user mode: no password, and saving hands the data back without a call', async () => {
    const onReturn = vi.fn();
    const onClose = vi.fn();
    renderWithData(<UserDialog onClose={onClose} onReturn={onReturn} />);
    search('Serge');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Serge Kasongo' }));
    expect(within(dialog()).queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(within(dialog()).queryByLabelText(/^Confirm password/, { selector: 'input' })).toBeNull();
    expect(input('User name').disabled).toBe(true);
    // Nothing is saved for an existing user: Create does not ask for a role or an organization (admin-health C1).
    await waitFor(() => expect(button('Create').disabled).toBe(false));
    fireEvent.click(button('Create'));
    expect(onReturn).toHaveBeenCalledWith(expect.objectContaining({ _key: 'user-9', userName: 'skasongo', firstName: 'Serge' }));
    expect(onReturn.mock.calls[0][0]).not.toHaveProperty('password');
    expect(onClose).toHaveBeenCalled();
  });

  it('an existing user: the dialog says they are already in the project and opens their record (admin-health C1)', async () => {
    const onOpenExisting = vi.fn();
    renderWithData(<UserDialog onClose={() => undefined} onReturn={() => undefined} onOpenExisting={onOpenExisting} />);
    search('Serge');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Serge Kasongo' }));
    expect(within(dialog()).getByRole('status').textContent).toContain(
      'Serge Kasongo is already a user of this project (user name skasongo, role Cashier). Create adds nobody: to change their role, organization or access, open their record.',
    );
    expect(within(dialog()).queryByRole('combobox', { name: /^Role/ })).toBeNull();
    expect(within(dialog()).queryByRole('combobox', { name: /^Working organization/ })).toBeNull();
    fireEvent.click(button('Open the record of skasongo'));
    expect(onOpenExisting).toHaveBeenCalledWith('user-9');
  });

  it("a user of another project: every field read-only, and 'Add … to this project' adds them with their account (admin-health C1)", async () => {
    server.use(
      ...dialogHandlers(
        [
          buildUserResult({
            _key: 'user-registrar',
            userKey: 'user-registrar',
            firstName: 'Esther',
            lastName: 'Mukendi',
            userName: 'registrar',
            roleName: 'Registrar',
            inProject: false,
          }),
        ],
        calls,
      ),
    );
    let added: { url: string; body: unknown } | undefined;
    server.use(
      http.post('*/api/project/projects/:key/members', async ({ request }) => {
        added = { url: request.url, body: await request.json() };
        return ok([{ _key: 'user-registrar', userName: 'registrar' }]);
      }),
    );
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const onOpenExisting = vi.fn();
    renderWithData(<UserDialog onClose={onClose} onSaved={onSaved} onReturn={() => undefined} onOpenExisting={onOpenExisting} />);
    search('Esther');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Esther Mukendi' }));
    expect(within(dialog()).getByRole('status').textContent).toContain(
      'Esther Mukendi is a user of another project (user name registrar, role Registrar). Create adds nobody: add them to this project, and they work in it with the account they have.',
    );
    // What the dialog shows comes from their record: nothing can be typed over it.
    for (const name of ['First name', 'Last name', 'Title', 'User name', 'Email', 'Phone']) expect(input(name).disabled, name).toBe(true);
    for (const radio of within(dialog()).getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    // Their record belongs to another project: the dialog does not offer to open it here.
    expect(within(dialog()).queryByRole('button', { name: 'Open the record of registrar' })).toBeNull();
    fireEvent.click(button('Add registrar to this project'));
    expect(await screen.findByText('Esther Mukendi is added to this project !!!')).toBeTruthy();
    expect(added?.url).toMatch(/\/api\/project\/projects\/p-kin\/members$/);
    expect(added?.body).toEqual({ userKeys: ['user-registrar'] });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a user of this project: the fields from their record are read-only too', async () => {
    renderWithData(<UserDialog onClose={() => undefined} onReturn={() => undefined} />);
    search('Serge');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Serge Kasongo' }));
    for (const name of ['First name', 'Title', 'User name', 'Email']) expect(input(name).disabled, name).toBe(true);
    expect(within(dialog()).queryByRole('button', { name: /to this project$/ })).toBeNull();
  });

  it('a citizen who is already a user opens the user record, not the citizen', async () => {
    server.use(
      ...dialogHandlers(
        [buildCitizenResult({ isUser: true, userName: 'dbanza', roleName: 'Taxateur', userKey: 'user-dorcas', phoneNumber: '12', contactPhone1: '12' })],
        calls,
      ),
    );
    const onOpenExisting = vi.fn();
    renderWithData(<UserDialog onClose={() => undefined} onReturn={() => undefined} onOpenExisting={onOpenExisting} />);
    search('Dorcas');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Dorcas Neema Banza' }));
    // A stored phone the form's rule would refuse does not block Create: nothing is sent for them.
    await waitFor(() => expect(button('Create').disabled).toBe(false));
    fireEvent.click(button('Open the record of dbanza'));
    expect(onOpenExisting).toHaveBeenCalledWith('user-dorcas');
  });

  it('shows the server refusal, e.g. a user added twice', async () => {
    // react-admin logs every failed data provider call; the refusal itself is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/utils/users', () => failure(409, 'User is already added !!!', 'USER_ALREADY_ADDED')));
    renderWithData(<UserDialog onClose={() => undefined} />);
    search('Dorcas');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Dorcas Neema Banza' }));
    fireEvent.change(input('Password'), { target: { value: 'Strong@2026' } });
    fireEvent.change(input('Confirm password'), { target: { value: 'Strong@2026' } });
    await choose('Role', 'Cashier');
    await choose('Working organization', 'Brasserie');
    await waitFor(() => expect(button('Create').disabled).toBe(false));
    fireEvent.click(button('Create'));
    expect(await screen.findByText('User is already added !!!')).toBeTruthy();
    expect(dialog()).toBeTruthy();
    // The toast keeps SPEC's words; the field says what is wrong (finding D21).
    expect(within(dialog()).getByText('This user name is already used.')).toBeTruthy();
  });
});

describe('user dialog: update mode', () => {
  it('locks the user name, requires gender, and sends isActive as a boolean with the force-logout flag when asked', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/api/utils/users/:key', () =>
        ok({
          _key: 'u-7',
          userName: 'amani',
          firstName: 'Amani',
          lastName: 'Kabila',
          contactPhone1CountryCode: '243',
          phoneNumber: '812345601',
          userRole: 'role-cashier',
          roleName: 'Cashier',
          type: '2',
          establishmentKey: 'org-hq',
          associatedEstablishmentKey: [],
          applicationAccess: '1',
          isExternal: false,
          isActive: true,
          gender: null,
        }),
      ),
      http.put('*/api/utils/users/:key', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok({ ...sent, _key: 'u-7', userName: 'amani' });
      }),
    );
    renderWithData(<UserDialog userKey="u-7" forceLogoutOnSave onClose={() => undefined} />);
    expect(await within(dialog()).findByText('Update user')).toBeTruthy();
    await waitFor(() => expect(input('User name').value).toBe('amani'));
    expect(input('User name').disabled).toBe(true);
    expect(within(dialog()).queryByRole('searchbox', { name: 'Citizen' })).toBeNull();
    expect(within(dialog()).queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(button('Update').disabled).toBe(true);
    expect(within(dialog()).getByText('This field is required')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Female' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Disable' }));
    await waitFor(() => expect(button('Update').disabled).toBe(false));
    fireEvent.click(button('Update'));
    expect(await screen.findByText('User is updated successfully !!!')).toBeTruthy();
    expect(sent).toMatchObject({ gender: 'Female', isActive: false, isForceLogout: true, establishmentKey: 'org-hq' });
    expect(sent).not.toHaveProperty('userName');
  });

  it("checks the phone 400 ms after the last key stroke: 'Not valid mobile (#)'", async () => {
    renderWithData(<UserDialog onClose={() => undefined} />);
    search('Nobody here');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Add user' }));
    fireEvent.change(input('Phone'), { target: { value: '12' } });
    await sleep(200);
    expect(within(dialog()).queryByText('Not valid mobile (#)')).toBeNull();
    expect(await within(dialog()).findByText('Not valid mobile (#)')).toBeTruthy();
    fireEvent.change(input('Phone'), { target: { value: '812345601' } });
    await waitFor(() => expect(within(dialog()).queryByText('Not valid mobile (#)')).toBeNull());
  });
});

describe('user dialog: organizations', () => {
  const openBlank = async () => {
    renderWithData(<UserDialog onClose={() => undefined} />);
    search('Nobody here');
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Add user' }));
  };

  it('keeps the working organization out of the associated ones, each disabled in the other list', async () => {
    await openBlank();
    await choose('Working organization', 'Direction Générale');
    fireEvent.click(button('Select All'));
    const associated = within(dialog()).getByRole('combobox', { name: /^Associated organizations/ });
    expect(associated.textContent).toBe('Bureau Centre, Brasserie');
    fireEvent.mouseDown(associated);
    expect((await screen.findByRole('option', { name: 'Direction Générale' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /^Working organization/ }));
    expect((await screen.findByRole('option', { name: 'Brasserie' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(button('Deselect All'));
    expect(associated.textContent).not.toContain('Brasserie');
  });

  it('a new work type clears both selections and reloads the list with the banks', async () => {
    await openBlank();
    await waitFor(() => expect(calls.tree).toEqual(['EA:2']));
    await choose('Working organization', 'Direction Générale');
    fireEvent.click(button('Select All'));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Bank' }));
    await waitFor(() => expect(calls.tree).toEqual(['EA:2', 'B:3']));
    expect(within(dialog()).getByRole('combobox', { name: /^Working bank/ }).textContent).not.toContain('Direction');
    expect(within(dialog()).getByRole('combobox', { name: /^Associated organizations/ }).textContent).toBe('​');
    await choose('Working bank', 'Rawbank');
    expect(within(dialog()).getByRole('combobox', { name: /^Working bank/ }).textContent).toBe('Rawbank');
  });
});
