import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

type Props = {
  title: string;
  body?: string;
  /** Asks for a reason (the reopening request) and sends it with the confirmation. */
  askReason?: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** The confirmation a close or a reopening needs: nothing changes until the administrator confirms. */
export function PeriodCloseDialog({ title, body, askReason = false, busy, onCancel, onConfirm }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const ready = !askReason || reason.trim().length > 0;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="period-close-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="period-close-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {body && <DialogContentText>{body}</DialogContentText>}
        {askReason && (
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            margin="dense"
            label={translate('periodCloses.reopenReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => onConfirm(reason.trim())}>
          {translate('periodCloses.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
