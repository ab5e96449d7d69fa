import { Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../layout/ResponsiveDialog';

type Props = { name: string; busy: boolean; onCancel: () => void; onReject: (reason: string) => void };

/** Rejecting a registration, with an optional reason kept on the record. */
export function CitizenApproverRejectDialog({ name, busy, onCancel, onReject }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <ResponsiveDialog onClose={onCancel} dirty={reason.trim() !== ''} fullWidth maxWidth="sm" aria-labelledby="citizen-reject-title">
      <DialogTitle id="citizen-reject-title">{translate('citizens.approver.rejectTitle', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate('citizens.approver.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('citizens.approver.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => onReject(reason)}>
          {translate('citizens.approver.reject')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
