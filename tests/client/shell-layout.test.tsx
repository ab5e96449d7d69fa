import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShellLayout } from '../../src/client/layout/ShellLayout';
import { updateSettings } from '../../src/client/layout/settings';
import { saveSession } from '../../src/client/providers/session';
import { NAVIGATION } from '../../src/domain/navigation';
import { buildSessionUser } from './support/builders';
import { setViewportWidth } from './support/match-media';
import { renderInAdmin } from './support/render-shell';

const server = setupServer(
  http.get('*/api/common/navigation', () =>
    HttpResponse.json({ error: false, data: { default: NAVIGATION, compact: NAVIGATION, futuristic: NAVIGATION, horizontal: NAVIGATION } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1280);
});

const shell = (path: string) =>
  renderInAdmin(
    <ShellLayout>
      <h1>The screen</h1>
    </ShellLayout>,
    { path, routes: [{ path: '/home', element: <p>Landing</p> }] },
  );

describe('the shell guard', () => {
  it('sends a signed-out visitor to /home with a returnUrl', async () => {
    shell('/tax-note?page=2');
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/home?returnUrl=%2Ftax-note%3Fpage%3D2');
  });

  it('sends a cashier away from /role to /my-work, which shows with its menu', async () => {
    saveSession(buildSessionUser());
    shell('/role?layout=classic');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my-work'));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('loads the navigation before the screen and shows only what the role may open', async () => {
    saveSession(buildSessionUser());
    updateSettings({ layout: 'classic' });
    shell('/make-payment');
    expect(screen.getByText('Loading the menu...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = [...navigation.querySelectorAll('a')].map((a) => a.textContent);
    expect(names).toContain('Payment');
    expect(names).toContain('My work');
    for (const hidden of ['Role', 'User', 'Project', 'Taxation']) expect(names).not.toContain(hidden);
    expect(navigation.querySelector('a[aria-current="page"]')?.textContent).toBe('Payment');
    expect(screen.getByRole('contentinfo').textContent).toBe(`Mapato © ${new Date().getFullYear()}`);
  });

  it('says so when the menu cannot be loaded', async () => {
    server.use(http.get('*/api/common/navigation', () => HttpResponse.json({ error: true, responseMessage: 'Menu service down' }, { status: 503 })));
    saveSession(buildSessionUser());
    shell('/my-work');
    expect(await screen.findByText('The menu could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Menu service down')).toBeTruthy();
  });
});
