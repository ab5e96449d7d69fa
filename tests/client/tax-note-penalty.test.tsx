import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaxNoteShow } from '../../resources/tax-note/TaxNoteShow';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { aNote, renderNote } from './tax-note-fixtures';

afterEach(cleanup);

/** A note past its due date, with the 4% late penalty the scheduler added (4% of $1,824.00). */
function penalisedNote(): TaxNoteRecord {
  const note = aNote();
  return {
    ...note,
    amount: { amount: 189696, currency: 'USD' },
    expired: true,
    items: [
      ...(note.items ?? []),
      {
        _key: 'item-penalty',
        nomenclatureItemKey: 'nom-penalite-impots',
        account: '1.9.01',
        reason: 'Late penalty (4%)',
        kind: 'penalty',
        factor: { amount: 7296, currency: 'USD' },
        steps: [],
        computedAmount: { amount: 7296, currency: 'USD' },
        declaredAmount: { amount: 7296, currency: 'USD' },
        amountReason: '',
      },
    ],
    events: [
      {
        id: 3,
        kind: 'penaltyApplied',
        userName: null,
        reason: '',
        data: { penalty: 7296, amount: 189696, currency: 'USD' },
        latitude: null,
        longitude: null,
        createdAt: '2026-04-01T00:05:00.000Z',
      },
      ...(note.events ?? []),
    ],
  };
}

const show = (language: 'en' | 'fr') =>
  renderNote(<TaxNoteShow />, {
    dataProvider: { getOne: vi.fn(async () => ({ data: penalisedNote() })) },
    path: '/tax-note/note-1/show',
    route: '/tax-note/:id/show',
    language,
  });

describe('the late penalty on the tax note page', () => {
  it('shows the penalty as its own line, apart from the computed items, and its event in the history', async () => {
    show('en');
    const table = await screen.findByRole('table', { name: 'Computation of 1.9.01 — Late penalty (4%)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['4% of the amount, after the due date$72.96']);
    expect(screen.getByTestId('tax-note-amount').textContent).toBe('$1,896.96');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[2].textContent).toContain('Late penalty (4%) added');
  });

  it('reads in French', async () => {
    show('fr');
    const table = await screen.findByRole('table', { name: /1\.9\.01 — Pénalité de retard \(4 %\)/ });
    expect(within(table).getByRole('row').textContent).toMatch(/^4 % du montant, après la date d'échéance/);
  });
});
