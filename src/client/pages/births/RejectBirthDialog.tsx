import { useTranslate } from 'react-admin';
import { isRejectionReason } from '../../../domain/health-sync-states';
import { ReasonDialog } from '../health/ReasonDialog';
import { reasonDialogTexts } from '../health/reason-dialog-texts';

type Props = { name: string; onClose: () => void; onConfirm: (reason: string) => Promise<void> };

/** A rejection says why: the registrar reads the reason and corrects the declaration (three characters at least, as the domain asks). */
export function RejectBirthDialog({ name, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      titleId="reject-birth-title"
      texts={reasonDialogTexts(translate, 'births.reject', { name })}
      isValidReason={isRejectionReason}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
