import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../health/ReasonDialog';
import { reasonDialogTexts } from '../health/reason-dialog-texts';

type Props = { name: string; onClose: () => void; onConfirm: (reason: string) => Promise<void> };

/** A rejection says why: the registrar reads the reason and corrects the declaration. */
export function RejectDeathDialog({ name, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      titleId="reject-death-title"
      texts={reasonDialogTexts(translate, 'deaths.register.reject', { name })}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
