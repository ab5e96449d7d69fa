import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type Props = {
  /** The title's element id, so the dialog is named by it. */
  titleId: string;
  title: string;
  body: string;
  cancelLabel: string;
  approveLabel: string;
  busy: boolean;
  onClose: () => void;
  onApprove: () => void;
};

/** Asks before a declaration is approved: approving cannot be undone from this screen. */
export function ApproveDialog({ titleId, title, body, cancelLabel, approveLabel, busy, onClose, onApprove }: Props) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color="success" disabled={busy} onClick={onApprove}>
          {approveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
