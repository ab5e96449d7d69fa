import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';
import { ReasonField, reasonMissing } from './ReasonField';
import { SupportingDocumentField } from './SupportingDocumentField';

type Props = {
  title: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string, documentKey?: string) => void;
  /** A dispute may come with the taxpayer's letter or another supporting document. */
  withDocument?: boolean;
  /** What the step will do, said above the reason. */
  content?: string;
  /** The message namespace holding `reason`, `reasonRequired` and `cancel`. */
  messages?: 'taxNotes.actions' | 'payments.note';
  /** A step that undoes something (reversing a payment) shows its button in the error colour. */
  destructive?: boolean;
  titleId?: string;
};

/**
 * A step that needs a reason (reject, reject the new amount, dispute, reject the dispute, reverse a
 * payment): it cannot be sent without one.
 */
export function TaxNoteReasonDialog(props: Props) {
  const { title, submitLabel, busy, onCancel, onSubmit, content, messages = 'taxNotes.actions', destructive = false, withDocument = false } = props;
  const titleId = props.titleId ?? 'tax-note-reason-title';
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [documentKey, setDocumentKey] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const missing = reasonMissing(reason);
  const submit = () => {
    setTouched(true);
    if (!missing) onSubmit(reason.trim(), documentKey);
  };
  return (
    <ResponsiveDialog onClose={onCancel} dirty={!missing} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {content && <DialogContentText>{content}</DialogContentText>}
        <ReasonField
          autoFocus
          label={translate(`${messages}.reason`)}
          missingText={translate(`${messages}.reasonRequired`)}
          value={reason}
          onChange={setReason}
          onBlur={() => setTouched(true)}
          showMissing={touched}
        />
        {withDocument && <SupportingDocumentField onChange={setDocumentKey} onBusyChange={setUploading} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(`${messages}.cancel`)}</Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy || uploading} onClick={submit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
