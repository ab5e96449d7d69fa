import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../../domain/format';
import type { CurrentState } from '../../providers/document-methods';

type Props = { clearance: NonNullable<CurrentState['clearance']> };

const SEVERITY = { issued: 'success', expired: 'warning', revoked: 'error', refused: 'error' } as const;

/**
 * A clearance's state today, in one unmistakable line: a revoked certificate must never pass
 * for a valid one, whatever the paper says.
 */
export function ClearanceStateLine({ clearance }: Props) {
  const translate = useTranslate();
  const date = clearance.state === 'revoked' ? formatDayTime(clearance.revokedAt) : formatDay(clearance.validUntil);
  return (
    <Alert severity={SEVERITY[clearance.state]} role="status" data-testid="current-state" data-state={clearance.state}>
      <AlertTitle sx={{ fontWeight: 700 }}>{translate(`qrCode.clearance.${clearance.state}`, { date })}</AlertTitle>
      {clearance.state === 'revoked' && clearance.revokeReason ? translate('qrCode.clearance.reason', { reason: clearance.revokeReason }) : null}
    </Alert>
  );
}
