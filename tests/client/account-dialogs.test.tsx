import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordDialog } from '../../src/client/layout/PasswordDialog';
import { ProfileDialog } from '../../src/client/layout/ProfileDialog';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';
import { renderInAdmin } from './support/render-shell';
import { startMockServer } from './support/mock-server';

const server = startMockServer();
beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser());
});

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('password dialog', () => {
  it('hints only after a field is touched, keeps Update disabled while invalid, then signs out', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/utils/users/update-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ error: false, data: { updated: true } });
      }),
    );
    renderInAdmin(<PasswordDialog onClose={() => undefined} />, { path: '/my-work', routes: [{ path: '/sign-out', element: <p>Signed out</p> }] });
    expect(screen.getByText('Amani Kabila')).toBeTruthy();
    expect(button('Update').disabled).toBe(true);
    expect(screen.queryByText(/The new password needs/)).toBeNull();

    type('Old password', 'short');
    type('New password', 'nouppercase1!');
    type('Confirm new password', 'other');
    expect(screen.getByText(/The old password needs/)).toBeTruthy();
    expect(screen.getByText(/The new password needs/)).toBeTruthy();
    expect(screen.getByText('The confirmation must be the same as the new password.')).toBeTruthy();
    expect(button('Update').disabled).toBe(true);

    type('Old password', 'Demo@2026');
    type('New password', 'Fresh@2026');
    type('Confirm new password', 'Fresh@2026');
    expect(button('Update').disabled).toBe(false);
    fireEvent.click(button('Update'));
    expect(await screen.findByText('user password is updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sign-out'));
    expect(sent).toEqual({ _key: 'user-1', userId: 'user-1', currentPassword: 'Demo@2026', newPassword: 'Fresh@2026' });
  });

  it('marks a wrong old password on its field, until it is typed again (admin-health C2)', async () => {
    server.use(
      http.post('*/api/utils/users/update-password', () =>
        HttpResponse.json({ error: true, responseMessage: 'The old password is not correct.', errorCode: 'WRONG_OLD_PASSWORD' }, { status: 422 }),
      ),
    );
    renderInAdmin(<PasswordDialog onClose={() => undefined} />, { path: '/my-work' });
    type('Old password', 'Wrong@2026');
    type('New password', 'Fresh@2026');
    type('Confirm new password', 'Fresh@2026');
    fireEvent.click(button('Update'));
    const oldPassword = screen.getByLabelText(/^Old password/, { selector: 'input' });
    await waitFor(() => expect(oldPassword.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The old password is not correct.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/my-work');
    type('Old password', 'Demo@2026');
    expect(screen.queryByText('The old password is not correct.')).toBeNull();
    expect(oldPassword.getAttribute('aria-invalid')).toBe('false');
  });

  it('does not show other server errors and stays open', async () => {
    server.use(
      http.post('*/api/utils/users/update-password', () => HttpResponse.json({ error: true, responseMessage: 'Database unavailable' }, { status: 503 })),
    );
    renderInAdmin(<PasswordDialog onClose={() => undefined} />, { path: '/my-work' });
    type('Old password', 'Wrong@2026');
    type('New password', 'Fresh@2026');
    type('Confirm new password', 'Fresh@2026');
    fireEvent.click(button('Update'));
    await waitFor(() => expect(button('Update').disabled).toBe(false));
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/my-work');
  });

  it('toggles each password between hidden and shown', () => {
    renderInAdmin(<PasswordDialog onClose={() => undefined} />);
    const input = screen.getByLabelText(/^Old password/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(input.getAttribute('type')).toBe('text');
  });
});

describe('profile dialog', () => {
  it('loads the profile, requires a first name, saves and signs out', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/api/account/me', () =>
        HttpResponse.json({
          error: false,
          data: {
            _key: 'user-1',
            firstName: 'Amani',
            middleName: null,
            lastName: 'Kabila',
            emailAddress: 'amani@example.org',
            contactPhone1CountryCode: '243',
            phoneNumber: '812345678',
          },
        }),
      ),
      http.put('*/api/account/me', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ error: false, data: sent });
      }),
    );
    renderInAdmin(<ProfileDialog onClose={() => undefined} />, { path: '/my-work', routes: [{ path: '/sign-out', element: <p>Signed out</p> }] });
    await screen.findByDisplayValue('Amani');
    type('First name', '');
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    type('First name', 'Amani');
    type('Phone number', '12');
    expect(screen.getByText('Not valid mobile (#)')).toBeTruthy();
    type('Phone number', '812345678');
    type('Middle name', 'Neema');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('user is updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sign-out'));
    expect(sent).toMatchObject({ firstName: 'Amani', middleName: 'Neema', contactPhone1CountryCode: '243', phoneNumber: '812345678' });
  });
});

describe('profile dialog: why Save is disabled (finding D18)', () => {
  it('names the wrong field as it is typed, before it loses the focus (a disabled Save never takes it)', async () => {
    server.use(
      http.get('*/api/account/me', () =>
        HttpResponse.json({
          error: false,
          data: { _key: 'user-1', firstName: 'Amani', lastName: 'Kabila', emailAddress: '', contactPhone1CountryCode: '243', phoneNumber: '812345678' },
        }),
      ),
    );
    renderInAdmin(<ProfileDialog onClose={() => undefined} />, { path: '/my-work' });
    await screen.findByDisplayValue('Amani');
    fireEvent.change(screen.getByLabelText(/^Email/, { selector: 'input' }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/^Phone number/, { selector: 'input' }), { target: { value: '123' } });
    expect(button('Save').disabled).toBe(true);
    expect(screen.getByText('Not valid mobile (#)')).toBeTruthy();
    expect(document.querySelectorAll('.MuiFormHelperText-root.Mui-error')).toHaveLength(2);
  });
});
