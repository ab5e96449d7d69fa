import { isRejectionReason } from '../../../domain/health-sync-states';
import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../health/ReasonDialog';
import { reasonDialogTexts } from '../health/reason-dialog-texts';

type Props = { name: string; onClose: () => void; onConfirm: (reason: string) => Promise<void> };

/** A rejection says why: the registrar reads the reason and corrects the declaration (three characters at least, as for births). */
export function RejectDeathDialog({ name, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      titleId="reject-death-title"
      texts={reasonDialogTexts(translate, 'deaths.register.reject', { name })}
      isValidReason={isRejectionReason}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
