import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RejectBirthDialog } from '../../src/client/pages/births/RejectBirthDialog';
import { renderWithData } from './bespoke/support/render-admin';

afterEach(cleanup);

// admin-health D10: a birth's rejection asks what a death's asks, and says so before the click.
describe('rejecting a birth', () => {
  it('says the rule under the reason, refuses two letters with that rule, and sends three', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderWithData(<RejectBirthDialog name="Merveille Ilunga" onClose={() => undefined} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reject the declaration of Merveille Ilunga' });
    expect(within(dialog).getByText('Three characters at least.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason (three characters at least).')).toBeTruthy();
    expect(within(dialog).queryByText('Please give a reason.')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Mauvais hôpital' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Mauvais hôpital'));
  });
});
