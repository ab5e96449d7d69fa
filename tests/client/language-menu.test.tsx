import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageMenu } from '../../src/client/layout/LanguageMenu';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';
import { renderInAdmin } from './support/render-shell';

/** Tax-staff D14: in English the menu said 'English / French'; 'Français' only showed once the screen was French. */
describe('the language menu', () => {
  beforeEach(() => saveSession(buildSessionUser()));
  afterEach(cleanup);

  it('names each language in its own words, with the screen’s word for the other one', async () => {
    renderInAdmin(<LanguageMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /^Language/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'FrançaisFrench']);
    expect(within(items[1]).getByText('Français').getAttribute('lang')).toBe('fr');
  });
});
