import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';

type Props = { receiptNumber: string; amount: string; busy: boolean; onCancel: () => void; onSubmit: (reason: string) => void };

/** Reversing a payment says what will be cancelled and cannot be sent without a reason. */
export function TaxNoteReverseDialog({ receiptNumber, amount, busy, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onSubmit(reason.trim());
  };
  return (
    <ResponsiveDialog onClose={onCancel} dirty={!missing} fullWidth maxWidth="sm" aria-labelledby="payment-reverse-title">
      <DialogTitle id="payment-reverse-title">{translate('payments.note.reverseTitle', { receiptNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('payments.note.reverseContent', { amount })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          required
          minRows={3}
          margin="dense"
          label={translate('payments.note.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('payments.note.reasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('payments.note.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={submit}>
          {translate('payments.note.reverse')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
