import { Button, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';
import { fromMinorUnits, toMinorUnits } from '../../src/client/schema-ui/money';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { ReasonField, reasonMissing } from './ReasonField';
import { SupportingDocumentField } from './SupportingDocumentField';
import { moneyText } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';

type Props = {
  note: Pick<TaxNoteRecord, 'reference' | 'amount'>;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: { amount: number; reason: string; documentKey?: string }) => void;
};

/**
 * Asking for a new amount: typed in the note's currency ('1250.50', read as minor units by string
 * arithmetic) with the reason and, when there is one, a supporting document; it takes effect
 * only once approved.
 */
export function TaxNoteAmendmentDialog({ note, busy, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const [text, setText] = useState(fromMinorUnits(note.amount.amount));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [documentKey, setDocumentKey] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const amount = toMinorUnits(text);
  const badAmount = amount === undefined || amount <= 0 || amount === note.amount.amount;
  const missingReason = reasonMissing(reason);
  const submit = () => {
    setTouched(true);
    if (!badAmount && !missingReason && amount !== undefined) onSubmit({ amount, reason: reason.trim(), documentKey });
  };
  return (
    <ResponsiveDialog onClose={onCancel} dirty={!missingReason} fullWidth maxWidth="sm" aria-labelledby="tax-note-amendment-title">
      <DialogTitle id="tax-note-amendment-title">{translate('taxNotes.actions.requestAmendmentTitle', { reference: note.reference })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('taxNotes.actions.currentAmount', { amount: moneyText(note.amount, language) })}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          required
          margin="dense"
          label={translate('taxNotes.actions.newAmount', { currency: note.amount.currency })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={touched && badAmount}
          helperText={touched && badAmount ? translate('taxNotes.actions.invalidAmount') : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        />
        <ReasonField
          label={translate('taxNotes.actions.reason')}
          missingText={translate('taxNotes.actions.reasonRequired')}
          value={reason}
          onChange={setReason}
          showMissing={touched}
        />
        <SupportingDocumentField onChange={setDocumentKey} onBusyChange={setUploading} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('taxNotes.actions.cancel')}</Button>
        <Button variant="contained" disabled={busy || uploading} onClick={submit}>
          {translate('taxNotes.actions.requestAmendment')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
