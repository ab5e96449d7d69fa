import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dayTimeInZone } from '../../../domain/dated-money';
import { formatDay } from '../../../domain/format';
import { useLabelled } from '../../providers/use-labelled';
import type { CurrentState } from '../../providers/document-methods';

type Props = { clearance: NonNullable<CurrentState['clearance']> };

const SEVERITY = { issued: 'success', expired: 'warning', revoked: 'error', refused: 'error' } as const;

/**
 * A clearance's state today, in one unmistakable line: a revoked certificate must never pass
 * for a valid one, whatever the paper says.
 */
export function ClearanceStateLine({ clearance }: Props) {
  const translate = useTranslate();
  const labelled = useLabelled();
  // On the project's clock, as the public /check page and the PDF say it, whatever the device's zone.
  const date = clearance.state === 'revoked' && clearance.revokedAt ? dayTimeInZone(new Date(clearance.revokedAt)) : formatDay(clearance.validUntil);
  return (
    <Alert severity={SEVERITY[clearance.state]} role="status" data-testid="current-state" data-state={clearance.state}>
      <AlertTitle sx={{ fontWeight: 700 }}>{translate(`qrCode.clearance.${clearance.state}`, { date })}</AlertTitle>
      {clearance.state === 'revoked' && clearance.revokeReason ? labelled(translate('qrCode.clearance.reason'), clearance.revokeReason) : null}
    </Alert>
  );
}
