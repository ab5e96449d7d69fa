import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocaleState } from 'react-admin';
import { DocsPage } from '../../src/client/pages/docs/DocsPage';
import { saveSession } from '../../src/client/providers/session';
import { permissionEntry } from '../../src/domain/permissions';
import { renderWithData } from './bespoke/support/render-admin';
import { buildSessionUser } from './support/builders';
import { setViewportWidth } from './support/match-media';

/** Stands for the top bar's language menu: it changes react-admin's locale. */
function FrenchButton() {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('fr')}>
      to French
    </button>
  );
}

const where = () => screen.getByTestId('where').textContent;
const searchCount = () => document.getElementById('docs-search-count')?.textContent;
const cashier = [permissionEntry('Payment', 'all'), permissionEntry('Tax Note', 'read'), permissionEntry('Docs', 'read')];

function openGuide(path = '/docs') {
  return renderWithData(
    <>
      <FrenchButton />
      <DocsPage />
    </>,
    { path, route: '/docs/*' },
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ role: { name: 'Cashier', roleList: cashier } }));
  setViewportWidth(1366);
});
afterEach(() => {
  cleanup();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the user guide', () => {
  it("opens the cashier's own guide first, with its chapters at the top of the contents", async () => {
    openGuide();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recording a payment' })).toBeTruthy();
    expect(where()).toBe('/docs/cashier/01-make-payment');
    const contents = screen.getByRole('navigation', { name: 'Chapters' });
    const levels = within(contents).getAllByRole('list');
    expect(levels[0].getAttribute('aria-labelledby')).toBe('docs-level-cashier');
    expect(document.getElementById('docs-level-cashier')?.textContent).toBe('Cashier and bank · your guide');
    expect(within(contents).getByRole('link', { name: 'Recording a payment' }).getAttribute('aria-current')).toBe('page');
    expect(within(contents).getByRole('link', { name: 'Creating a tax note' })).toBeTruthy();
  });

  it('moves through the chapters with the contents and previous / next', async () => {
    openGuide('/docs/cashier/01-make-payment');
    await screen.findByRole('heading', { level: 1, name: 'Recording a payment' });
    const pager = screen.getByRole('navigation', { name: 'Previous and next chapter' });
    fireEvent.click(within(pager).getByRole('link', { name: /Next.*Instalments and receipts/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instalments and receipts' })).toBeTruthy();
    expect(where()).toBe('/docs/cashier/02-instalments-and-receipts');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Chapters' })).getByRole('link', { name: 'The call queue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The call queue' })).toBeTruthy();
  });

  it('follows a link between chapters written in the Markdown', async () => {
    openGuide('/docs/cashier/01-make-payment');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Recording a payment' })).parentElement!;
    fireEvent.click(within(article).getByRole('link', { name: 'instalments and receipts' }));
    await waitFor(() => expect(where()).toBe('/docs/cashier/02-instalments-and-receipts'));
    expect(within(article.ownerDocument.body).getByRole('link', { name: 'Tax note' }).getAttribute('href')).toBe('/tax-note');
  });

  it('finds a word, marks it in the results and opens the best chapter with Enter', async () => {
    openGuide();
    await screen.findByRole('heading', { level: 1, name: 'Recording a payment' });
    const box = screen.getByRole('searchbox', { name: 'Search the guide' });
    fireEvent.change(box, { target: { value: 'receipt' } });
    const results = screen.getByRole('list', { name: 'Chapters found' });
    expect(searchCount()).toMatch(/^\d+ chapters? found$/);
    const best = within(results).getAllByRole('link')[0];
    expect(best.textContent).toContain('Instalments and receipts');
    expect([...best.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase())).toContain('receipt');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(best);
    fireEvent.keyDown(best, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instalments and receipts' })).toBeTruthy();
    expect(where()).toBe('/docs/cashier/02-instalments-and-receipts?q=receipt');
    const marks = [...document.querySelectorAll('article mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((text) => text === 'receipt')).toBe(true);
  });

  it('says so when no chapter holds the words', async () => {
    openGuide();
    await screen.findByRole('heading', { level: 1, name: 'Recording a payment' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the guide' }), { target: { value: 'zzqxw' } });
    expect(searchCount()).toBe('No chapter holds these words.');
  });

  it('follows the interface language, and a link may name the language itself', async () => {
    openGuide('/docs/cashier/01-make-payment');
    await screen.findByRole('heading', { level: 1, name: 'Recording a payment' });
    fireEvent.click(screen.getByRole('button', { name: 'to French' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enregistrer un paiement' })).toBeTruthy();
    expect(await screen.findByRole('searchbox', { name: 'Rechercher dans le guide' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Chapitres' })).getByText('Caisse et banque · votre guide')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Read in English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recording a payment' })).toBeTruthy();
    expect(where()).toBe('/docs/en/cashier/01-make-payment');
  });

  it('opens a French deep link in French, and searches the French text', async () => {
    openGuide('/docs/fr/cashier/01-make-payment');
    const title = await screen.findByRole('heading', { level: 1, name: 'Enregistrer un paiement' });
    expect(title.closest('[lang]')?.getAttribute('lang')).toBe('fr');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the guide' }), { target: { value: 'recu' } });
    const best = within(screen.getByRole('list', { name: 'Chapters found' })).getAllByRole('link')[0];
    expect(best.textContent).toContain('Tranches et reçus');
    expect(best.getAttribute('href')).toBe('/docs/fr/cashier/02-instalments-and-receipts?q=recu');
  });

  it('keeps the contents in a drawer on a phone', async () => {
    setViewportWidth(390);
    openGuide();
    await screen.findByRole('heading', { level: 1, name: 'Recording a payment' });
    expect(screen.queryByRole('navigation', { name: 'Chapters' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Contents' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const contents = await screen.findByRole('navigation', { name: 'Chapters' });
    fireEvent.click(within(contents).getByRole('link', { name: 'Getting started' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Chapters' })).toBeNull());
  });

  it('answers an unknown chapter with a way back', async () => {
    openGuide('/docs/cashier/99-nothing');
    expect(await screen.findByText('This chapter does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the guide' }).getAttribute('href')).toBe('/docs');
  });
});
