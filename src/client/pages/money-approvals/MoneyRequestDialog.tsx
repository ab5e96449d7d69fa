import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

type Props = {
  decision: 'approve' | 'reject';
  /** The request in one line (moneyRequestText). */
  what: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Nothing is approved or rejected until the decider confirms; a rejection may say why. */
export function MoneyRequestDialog({ decision, what, busy, onCancel, onConfirm }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const approving = decision === 'approve';
  return (
    <Dialog open onClose={onCancel} aria-labelledby="money-request-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="money-request-dialog-title">
        {translate(approving ? 'moneyRequests.confirmApproveTitle' : 'moneyRequests.confirmRejectTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{approving ? translate('moneyRequests.confirmApprove', { what }) : what}</DialogContentText>
        {!approving && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('moneyRequests.rejectReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={approving ? 'primary' : 'error'} disabled={busy} onClick={() => onConfirm(reason.trim())}>
          {translate(approving ? 'moneyRequests.approve' : 'moneyRequests.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
