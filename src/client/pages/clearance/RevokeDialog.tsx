import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../health/ReasonDialog';
import { reasonDialogTexts } from '../health/reason-dialog-texts';
import { clearanceApi, type Clearance } from './clearance-api';
import { useNotifySuccess } from '../../providers/use-notify-success';

type Props = { clearance: Clearance; onClose: () => void; onRevoked: () => void };

/** Revoking cannot be undone, so it asks for confirmation and the reason the check page will show. */
export function RevokeDialog({ clearance, onClose, onRevoked }: Props) {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();

  const revoke = async (reason: string) => {
    await clearanceApi.revoke(clearance._key, reason);
    notifySuccess('clearance.revoke.done', { messageArgs: { number: clearance.number } });
    onRevoked();
  };

  return (
    <ReasonDialog
      titleId="revoke-title"
      texts={reasonDialogTexts(translate, 'clearance.revoke', { number: clearance.number })}
      onClose={onClose}
      onConfirm={revoke}
    />
  );
}
