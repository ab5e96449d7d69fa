import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { clearanceApi, type Clearance } from './clearance-api';

type Props = { clearance: Clearance; onClose: () => void; onRevoked: () => void };

/** Revoking cannot be undone, so it asks for confirmation and the reason the check page will show. */
export function RevokeDialog({ clearance, onClose, onRevoked }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setBusy(true);
    setError('');
    try {
      await clearanceApi.revoke(clearance._key, reason.trim());
      notify('clearance.revoke.done', { type: 'success', messageArgs: { number: clearance.number } });
      onRevoked();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="revoke-title" fullWidth maxWidth="sm">
      <form onSubmit={confirm} noValidate>
        <DialogTitle id="revoke-title">{translate('clearance.revoke.title', { number: clearance.number })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('clearance.revoke.body')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            label={translate('clearance.revoke.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? translate('clearance.revoke.reasonRequired') : undefined}
            inputProps={{ maxLength: 500 }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('clearance.revoke.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {translate('clearance.revoke.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
