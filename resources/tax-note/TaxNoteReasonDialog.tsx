import { Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';

type Props = { title: string; submitLabel: string; busy: boolean; onCancel: () => void; onSubmit: (reason: string) => void };

/** A step that needs a reason (reject, reject the new amount, dispute, reject the dispute): it cannot be sent without one. */
export function TaxNoteReasonDialog({ title, submitLabel, busy, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onSubmit(reason.trim());
  };
  return (
    <ResponsiveDialog onClose={onCancel} dirty={!missing} fullWidth maxWidth="sm" aria-labelledby="tax-note-reason-title">
      <DialogTitle id="tax-note-reason-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          required
          minRows={3}
          margin="dense"
          label={translate('taxNotes.actions.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('taxNotes.actions.reasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('taxNotes.actions.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
