import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** What a reader may start on a birth or death declaration; the server says which through `actions`. */
export type DeclarationAction = 'correct' | 'approve' | 'reject';

type Props = {
  /** The actions the server allows this reader now. */
  actions: string[];
  /** The form is open already: no second "correct" button. */
  correcting: boolean;
  busy: boolean;
  labels: Record<DeclarationAction, string>;
  onStart: (action: DeclarationAction) => void;
  /** Shown before the buttons (a certificate to download). */
  children?: ReactNode;
};

/** The row of buttons above a declaration: correct, approve, reject, as far as the reader may. */
export function DeclarationActions({ actions, correcting, busy, labels, onStart, children }: Props) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {children}
      {actions.includes('correct') && !correcting && (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => onStart('correct')}>
          {labels.correct}
        </Button>
      )}
      {actions.includes('approve') && (
        <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => onStart('approve')} disabled={busy}>
          {labels.approve}
        </Button>
      )}
      {actions.includes('reject') && (
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => onStart('reject')} disabled={busy}>
          {labels.reject}
        </Button>
      )}
    </Stack>
  );
}
