import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TaxNoteAmount } from '../../resources/tax-note/TaxNoteAmount';
import { TaxNoteChips } from '../../resources/tax-note/TaxNoteChips';
import { aNote, renderNote } from './tax-note-fixtures';

afterEach(cleanup);

const chips = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByText(/./)
    .map((chip) => chip.textContent);

describe('tax note status chips', () => {
  it('shows the lifecycle alone while the note waits for approval (nothing is owed yet)', () => {
    renderNote(<TaxNoteChips note={aNote()} />);
    expect(chips('Status of the tax note')).toEqual(['Waiting for approval']);
  });

  it('adds the payment state, expired, disputed and a pending new amount once approved', () => {
    const note = aNote({ lifecycle: 'issued', paymentState: 'remaining', expired: true, disputed: true, pendingAmendment: { amount: 1000, reason: 'Survey' } });
    renderNote(<TaxNoteChips note={note} />);
    expect(chips('Status of the tax note')).toEqual(['Issued', 'Remaining', 'Expired', 'Disputed', 'New amount awaiting approval']);
  });

  it('speaks French', async () => {
    const note = aNote({ lifecycle: 'approved', paymentState: 'paid', disputed: true });
    renderNote(<TaxNoteChips note={note} />, { language: 'fr' });
    const group = await screen.findByRole('group', { name: 'Statut de la note de taxation' });
    expect(
      within(group)
        .getAllByText(/./)
        .map((chip) => chip.textContent),
    ).toEqual(['Approuvée', 'Payée', 'Contestée']);
  });
});

describe('tax note amounts', () => {
  it('shows the amount in its currency with the counter-value beside, the English way', () => {
    renderNote(<TaxNoteAmount note={aNote()} />);
    expect(screen.getByText('$1,824.00')).toBeTruthy();
    expect(screen.getByText('≈ CDF 5,198,400.00')).toBeTruthy();
  });

  it('writes them the French way', async () => {
    renderNote(<TaxNoteAmount note={aNote()} />, { language: 'fr' });
    // French groups thousands with a (narrow) no-break space, which the text matcher reads as a space, and writes francs 'FC'.
    expect(await screen.findByText('1 824,00 $')).toBeTruthy();
    expect(screen.getByText('≈ 5 198 400,00 FC')).toBeTruthy();
  });
});
