import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SignInPage } from '../../src/client/pages/SignInPage';
import { clearSession, saveSession } from '../../src/client/providers/session';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { buildSessionUser } from './support/builders';

/** Finding D7: a successful sign-in flashed "User is already logged in" before the app opened. */
afterEach(() => cleanup());
beforeEach(() => {
  localStorage.clear();
  clearSession();
});

describe('signing in', () => {
  it('never tells the person who just signed in that they are already logged in', async () => {
    let seenAlready = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('User is already logged in')) seenAlready = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    // The session is saved first; the app then needs a moment (the menu, the first screen) before it opens.
    const authProvider: AuthProvider = {
      login: async () => {
        saveSession(buildSessionUser());
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => undefined,
    };
    render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="*" element={<h1>My work</h1>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/^User name/), { target: { value: 'cashier' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My work' })).toBeTruthy(), { timeout: 15_000 });
    observer.disconnect();
    expect(seenAlready).toBe(false);
  });

  it('still says so to someone who opens the sign-in page while signed in', () => {
    saveSession(buildSessionUser());
    render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByText(/User is already logged in/)).toBeTruthy();
  });
});
