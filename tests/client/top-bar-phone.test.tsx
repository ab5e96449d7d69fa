import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../src/client/layout/UserMenu';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';
import { setViewportWidth } from './support/match-media';
import { renderInAdmin } from './support/render-shell';

/** SPEC: every top bar has a full-screen toggle; a phone's keeps it in the user menu (admin-health D16). */
describe('the full-screen toggle on a phone', () => {
  beforeEach(() => saveSession(buildSessionUser()));
  afterEach(() => {
    cleanup();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is an entry of the user menu, and asks the browser for full screen', () => {
    setViewportWidth(390);
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    renderInAdmin(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Enter full screen' }));
    expect(request).toHaveBeenCalledOnce();
  });

  it('is not repeated in the menu on a desktop, where the top bar shows the button', () => {
    setViewportWidth(1440);
    renderInAdmin(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Enter full screen' })).toBeNull();
  });
});
