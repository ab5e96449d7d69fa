import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaxNoteShow } from '../../resources/tax-note/TaxNoteShow';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { aNote, renderNote } from './tax-note-fixtures';

afterEach(cleanup);

/** The note's page at /tax-note/note-1/show, the data provider answering `notes` one read after another. */
function showNote(notes: TaxNoteRecord[], methods: Record<string, ReturnType<typeof vi.fn>> = {}, language: 'en' | 'fr' = 'en') {
  let reads = 0;
  const getOne = vi.fn(async () => ({ data: notes[Math.min(reads++, notes.length - 1)] }));
  renderNote(<TaxNoteShow />, { dataProvider: { getOne, ...methods }, path: '/tax-note/note-1/show', route: '/tax-note/:id/show', language });
  return { getOne };
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the tax note page', () => {
  it('shows the reference, both amounts at the frozen rate, and the computation line by line', async () => {
    showNote([aNote()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'HKR-2026-0000123-K' })).toBeTruthy();
    expect(screen.getByTestId('tax-note-amount').textContent).toBe('$1,824.00');
    expect(screen.getByTestId('tax-note-counter-amount').textContent).toMatch(/^CDF\s5,198,400\.00$/);
    expect(screen.getByText('1 USD = 2,850 CDF')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Mwamba' }).getAttribute('href')).toBe('/citizen/cit-1/show');
    expect(rows(screen.getByRole('table', { name: 'Computation of 1.1.01 — Impôt foncier' }))).toEqual([
      'Tax factor$15.20',
      '×Measured area (m²)120.5',
      '×Months in the period12',
      '=Computed amount$21,979.20',
      'Reminder (not part of the computation)3',
      'Declared amount$1,824.00',
      'Reason for the declared amountExemption for the first floor',
    ]);
  });

  it('does not call the amount of a rejected note due (tax-staff walk D14)', async () => {
    showNote([aNote({ lifecycle: 'rejected', allowedActions: [] })]);
    expect(await screen.findByText('Amount, not due: the note is rejected')).toBeTruthy();
    expect(screen.queryByText('Amount due')).toBeNull();
    expect(screen.getByTestId('tax-note-amount').textContent).toBe('$1,824.00');
  });

  it('names the system as the approver of an automatic approval, as the history does (tax-staff walk D14)', async () => {
    showNote([aNote({ lifecycle: 'approved', approvedAt: '2026-11-20T09:15:00.000Z', approvedBy: null, approvedByName: undefined, allowedActions: [] })]);
    await screen.findByText('Amount due');
    await waitFor(() => expect(document.querySelector('[data-field="approvedByName"]')?.textContent).toBe('System'));
  });

  it('shows a factor that multiplies the rent as a percentage of it, not as money', async () => {
    const rental = {
      ...aNote().items![0],
      reason: 'Impôt sur les revenus locatifs',
      factor: { amount: 22, currency: 'USD' as const },
      steps: [
        { stepKey: 'monthlyRent', labelName: 'Monthly rent', value: '1000.00', stepMode: 'auto' as const, includeInCalculation: true },
        { stepKey: 'months', labelName: 'Months', value: '1', stepMode: 'auto' as const, includeInCalculation: true },
      ],
      computedAmount: { amount: 22000, currency: 'USD' as const },
      declaredAmount: { amount: 22000, currency: 'USD' as const },
      amountReason: '',
    };
    showNote([aNote({ items: [rental] })]);
    const table = await screen.findByRole('table', { name: 'Computation of 1.1.01 — Impôt sur les revenus locatifs' });
    expect(rows(table)[0]).toBe('Tax factor22%');
    expect(rows(table).at(-1)).toBe('=Computed amount$220.00');
  });

  it('explains an amount due below the computed one by the approved change, from → to, with its reason', async () => {
    const amended = aNote({
      amount: { amount: 4000, currency: 'USD' },
      events: [
        ...aNote().events!,
        {
          id: 3,
          kind: 'amendmentRequested',
          userName: 'Patrice Kabongo',
          reason: 'Vehicle off the road since June',
          data: { amount: 4000 },
          createdAt: '2026-02-04T10:00:00.000Z',
        },
        {
          id: 4,
          kind: 'amendmentApproved',
          userName: 'Jeanne Kalala',
          reason: '',
          data: { amount: 4000, currency: 'USD', previousAmount: 4600 },
          createdAt: '2026-02-05T10:00:00.000Z',
        },
      ],
    });
    showNote([amended]);
    const changes = await screen.findByRole('region', { name: 'Approved changes to the amount' });
    expect(within(changes).getByTestId('amount-change').textContent).toBe('On 05/02/2026: $46.00 → $40.00 — Vehicle off the road since June');
  });

  it('shows no change section for a note whose amount was never changed', async () => {
    showNote([aNote()]);
    await screen.findByRole('heading', { level: 1, name: 'HKR-2026-0000123-K' });
    expect(screen.queryByRole('region', { name: 'Approved changes to the amount' })).toBeNull();
  });

  it('tells the history oldest first, naming the system when no user acted, with the place when known', async () => {
    showNote([aNote()]);
    const history = await screen.findByRole('region', { name: 'History' });
    const events = within(history).getAllByRole('listitem');
    expect(events.map((event) => event.getAttribute('data-kind'))).toEqual(['created', 'approved']);
    expect(events[0].textContent).toContain('Patrice Kabongo');
    expect(events[0].textContent).toContain('Location: -11.66089, 27.47938');
    expect(events[1].textContent).toContain('Approved');
    expect(events[1].textContent).toContain('System');
    expect(events[1].textContent).not.toContain('Location');
  });

  it('offers exactly the steps the server allows', async () => {
    showNote([aNote({ allowedActions: ['requestAmendment', 'openDispute'] })]);
    const actions = await screen.findByRole('group', { name: 'Actions on tax note HKR-2026-0000123-K' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Modify amount', 'Record a dispute']);
  });

  it('offers no step at all when the server allows none', async () => {
    showNote([aNote({ allowedActions: [] })]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: /Actions on tax note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves after a confirmation, then reads the note again', async () => {
    const approveTaxNote = vi.fn(async () => ({ data: aNote({ lifecycle: 'approved' }) }));
    const { getOne } = showNote([aNote(), aNote({ lifecycle: 'approved', allowedActions: [] })], { approveTaxNote });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve tax note HKR-2026-0000123-K?' });
    expect(dialog.textContent).toContain('Tax note HKR-2026-0000123-K of $1,824.00 will be approved.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approveTaxNote).toHaveBeenCalledWith('note-1'));
    expect(await screen.findByText('Tax note HKR-2026-0000123-K is approved successfully !!!')).toBeTruthy();
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
    expect(await screen.findByText('Approved', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('will not reject without a reason, and sends the reason given', async () => {
    const rejectTaxNote = vi.fn(async () => ({ data: aNote({ lifecycle: 'rejected' }) }));
    showNote([aNote()], { rejectTaxNote });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject tax note HKR-2026-0000123-K' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();
    expect(rejectTaxNote).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: '  Wrong parcel ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(rejectTaxNote).toHaveBeenCalledWith('note-1', 'Wrong parcel'));
  });

  it('asks a new amount in the note currency, as minor units, with its reason', async () => {
    const requestAmendment = vi.fn(async () => ({ data: aNote() }));
    showNote([aNote({ allowedActions: ['requestAmendment'] })], { requestAmendment });
    fireEvent.click(await screen.findByRole('button', { name: 'Modify amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify the amount of HKR-2026-0000123-K' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /New amount \(USD\)/ }), { target: { value: '1500.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Surveyed again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Modify amount' }));
    await waitFor(() => expect(requestAmendment).toHaveBeenCalledWith('note-1', { amount: 150050, reason: 'Surveyed again' }));
  });

  it('records a dispute with its supporting document, sent once uploaded; a file of another kind is refused', async () => {
    const uploadDocument = vi.fn(async () => 'doc-7');
    const openDispute = vi.fn(async () => ({ data: aNote() }));
    showNote([aNote({ lifecycle: 'issued', paymentState: 'unpaid', allowedActions: ['openDispute'] })], { uploadDocument, openDispute });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a dispute' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a PDF, PNG, JPEG or WebP file.');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('letter.pdf')).toBeTruthy();
    expect(uploadDocument).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'letter.pdf', contentType: 'application/pdf' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'The taxpayer contests the area' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record a dispute' }));
    await waitFor(() => expect(openDispute).toHaveBeenCalledWith('note-1', { reason: 'The taxpayer contests the area', documentKey: 'doc-7' }));
  });

  it('shows the approver the supporting document of a new amount waiting for approval, opened on the click', async () => {
    const documentLink = vi.fn(async () => 'https://files.example/letter.pdf');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const pendingAmendment = { amount: 150050, reason: 'Surveyed again', documentKey: 'doc-9', requestedBy: 'user-taxateur' };
    showNote([aNote({ pendingAmendment, allowedActions: ['approveAmendment', 'rejectAmendment'] })], { documentLink });
    const request = await screen.findByText(/New amount requested/);
    fireEvent.click(within(request.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Open the supporting document' }));
    await waitFor(() => expect(documentLink).toHaveBeenCalledWith('doc-9'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://files.example/letter.pdf', '_blank', 'noopener'));
    opened.mockRestore();
  });

  it("shows the server's message when someone acted first (409) and reads the note again", async () => {
    const approveTaxNote = vi.fn(async () => {
      throw new HttpError('This tax note was approved by someone else', 409, { error: true, responseMessage: 'This tax note was approved by someone else' });
    });
    const { getOne } = showNote([aNote(), aNote({ lifecycle: 'approved', allowedActions: [] })], { approveTaxNote });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This tax note was approved by someone else')).toBeTruthy();
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('reads in French', async () => {
    showNote([aNote({ lifecycle: 'issued', paymentState: 'unpaid', allowedActions: ['openDispute'] })], {}, 'fr');
    expect(await screen.findByRole('button', { name: 'Enregistrer une contestation' })).toBeTruthy();
    expect(screen.getByTestId('tax-note-amount').textContent).toMatch(/^1\s824,00\s\$$/);
    expect(screen.getByText('Historique')).toBeTruthy();
    expect(screen.getByText('Système', { exact: false })).toBeTruthy();
  });
});
