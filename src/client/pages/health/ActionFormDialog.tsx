import { Alert, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';

type Props = {
  /** Id of the title, which names the dialog for screen readers. */
  titleId: string;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Red for what cannot be taken back (a rejection, a revocation). */
  confirmColor?: 'primary' | 'error';
  confirmDisabled?: boolean;
  busy: boolean;
  /** The failure to show above the buttons; empty when there is none. */
  error: string;
  /** Something typed is not sent yet: Escape and a click outside ask before closing. */
  dirty?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children?: ReactNode;
};

/** The frame of a dialog that confirms one action: title, explanation, the fields it needs, its error, cancel and confirm. */
export function ActionFormDialog({
  titleId,
  title,
  body,
  cancelLabel,
  confirmLabel,
  confirmColor = 'primary',
  confirmDisabled = false,
  busy,
  error,
  dirty,
  onClose,
  onSubmit,
  children,
}: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <ResponsiveDialog onClose={busy ? () => undefined : onClose} dirty={dirty} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{body}</DialogContentText>
          {children}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" color={confirmColor} variant="contained" disabled={busy || confirmDisabled}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
