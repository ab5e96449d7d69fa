import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShellLayout } from '../../src/client/layout/ShellLayout';
import { SETTINGS_KEY, updateSettings } from '../../src/client/layout/settings';
import { saveSession } from '../../src/client/providers/session';
import { NAVIGATION } from '../../src/domain/navigation';
import { buildSessionUser } from './support/builders';
import { setViewportWidth } from './support/match-media';
import { renderInAdmin } from './support/render-shell';

/** SPEC §4: the navigation drawer's positions are left or right, a choice the user keeps. */
const server = setupServer(
  http.get('*/api/common/navigation', () =>
    HttpResponse.json({ error: false, data: { default: NAVIGATION, compact: NAVIGATION, futuristic: NAVIGATION, horizontal: NAVIGATION } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  updateSettings({ drawerPosition: 'left', layout: 'modern' });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1280);
  saveSession(buildSessionUser());
});

const shell = () =>
  renderInAdmin(
    <ShellLayout>
      <h1>The screen</h1>
    </ShellLayout>,
    { path: '/make-payment' },
  );

describe('the drawer position', () => {
  it('is on the left until the user puts it on the right in the settings, and the choice is kept', async () => {
    updateSettings({ layout: 'classic' });
    shell();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    const paper = () => screen.getByTestId('navigation-drawer').querySelector('.MuiDrawer-paper')!;
    expect(paper().className).toContain('MuiDrawer-paperAnchorDockedLeft');

    fireEvent.click(screen.getAllByRole('button', { name: 'Settings' })[0]);
    const panel = await screen.findByRole('dialog', { name: 'Settings' });
    const group = within(panel).getByRole('group', { name: 'Menu position' });
    fireEvent.click(within(group).getByRole('button', { name: 'Right' }));

    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).drawerPosition).toBe('right');
    expect(paper().className).toContain('MuiDrawer-paperAnchorDockedRight');
    // The content sits to the left of a right-hand drawer.
    expect(document.querySelector('[data-drawer-position]')?.getAttribute('data-drawer-position')).toBe('right');
  });
});
