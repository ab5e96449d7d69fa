import { TextField } from '@mui/material';
import { useState } from 'react';
import { ActionFormDialog } from './ActionFormDialog';
import { useDialogAction } from './use-dialog-action';

/** The translated texts of a reason dialog. */
export type ReasonDialogTexts = {
  title: string;
  body: string;
  reason: string;
  reasonRequired: string;
  /** What the rule asks, shown under the field before anything is wrong (admin-health D10). */
  reasonHint?: string;
  cancel: string;
  confirm: string;
};

type Props = {
  titleId: string;
  texts: ReasonDialogTexts;
  /** The domain's rule for an acceptable reason; by default anything but blanks. */
  isValidReason?: (reason: string) => boolean;
  onClose: () => void;
  /** Runs the action with the trimmed reason; rejects with the message to show when it fails. */
  onConfirm: (reason: string) => Promise<void>;
};

const notBlank = (reason: string) => reason.trim() !== '';

/** A refusal that must say why (rejecting a declaration, revoking a certificate): the reason is asked before anything is sent. */
export function ReasonDialog({ titleId, texts, isValidReason = notBlank, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const action = useDialogAction();

  const confirm = () => {
    if (!isValidReason(reason)) return setMissing(true);
    void action.run(() => onConfirm(reason.trim()));
  };

  return (
    <ActionFormDialog
      titleId={titleId}
      title={texts.title}
      body={texts.body}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      confirmColor="error"
      busy={action.busy}
      error={action.error}
      dirty={Boolean(reason)}
      onClose={onClose}
      onSubmit={confirm}
    >
      <TextField
        autoFocus
        fullWidth
        required
        multiline
        minRows={2}
        label={texts.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? texts.reasonRequired : texts.reasonHint}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionFormDialog>
  );
}
