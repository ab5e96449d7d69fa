import { cleanup, fireEvent, screen } from '@testing-library/react';
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
import { createTheme, type Theme } from '@mui/material/styles';
import { buildThemeOptions } from '../../src/client/layout/theme';
import { THEMES } from '../../src/client/layout/settings';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';

/** Keyboard users pass the menu with one key, and see where the focus is on a sortable header. */
const server = setupServer(
  http.get('*/api/common/navigation', () =>
    HttpResponse.json({ error: false, data: { default: NAVIGATION, compact: NAVIGATION, futuristic: NAVIGATION, horizontal: NAVIGATION } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1280);
  saveSession(buildSessionUser());
  updateSettings({ layout: 'classic' });
});

describe('the staff shell skip link', () => {
  it('is the first thing Tab reaches and moves the focus to the screen, past the menu', async () => {
    renderInAdmin(
      <ShellLayout>
        <h1>The screen</h1>
      </ShellLayout>,
      { path: '/make-payment' },
    );
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const focusable = document.querySelectorAll('a[href], button, [tabindex]:not([tabindex="-1"]), input');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(main.contains(screen.getByRole('heading', { name: 'The screen' }))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/make-payment');
  });

  it('is translated', () => {
    expect(fr.shell.skipToContent).toBe('Aller au contenu');
    expect(en.shell.skipToContent).toBe('Skip to content');
  });
});

describe('visible focus', () => {
  it('outlines a sort header and a top-bar button focused by the keyboard', () => {
    const options = buildThemeOptions(THEMES[0], 'light');
    const theme = createTheme(options);
    const focusStyle = (component: 'MuiTableSortLabel' | 'MuiIconButton') => {
      const root = options.components?.[component]?.styleOverrides?.root as (props: { theme: Theme }) => Record<string, unknown>;
      return root({ theme })['&.Mui-focusVisible'];
    };
    for (const component of ['MuiTableSortLabel', 'MuiIconButton'] as const)
      expect(focusStyle(component)).toMatchObject({ outlineStyle: 'solid', outlineWidth: 2, outlineColor: theme.palette.primary.main });
  });
});
