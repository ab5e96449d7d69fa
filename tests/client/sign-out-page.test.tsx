import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignOutPage } from '../../src/client/pages/SignOutPage';
import { SESSION_ENDED_PATH } from '../../src/client/providers/session-ended';
import { renderInAdmin } from './support/render-shell';

/** /sign-out says why when the user did not ask to leave (admin-health C3: a forced-out user was given no reason). */
describe('the sign-out page', () => {
  afterEach(cleanup);

  it('says the session ended when the app sent the user there', async () => {
    renderInAdmin(<SignOutPage />, { path: SESSION_ENDED_PATH });
    expect(await screen.findByText('You have signed out!')).toBeTruthy();
    expect(screen.getByText('Your session has ended: it expired, or an administrator signed you out. Sign in again to go on.')).toBeTruthy();
  });

  it('gives no reason when the user signed out themselves', async () => {
    renderInAdmin(<SignOutPage />, { path: '/sign-out' });
    expect(await screen.findByText('You have signed out!')).toBeTruthy();
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });
});
