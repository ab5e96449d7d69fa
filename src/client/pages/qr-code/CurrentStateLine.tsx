import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaidState } from '../../../domain/document-token';
import { formatDay, formatMoney } from '../../../domain/format';
import type { CurrentState } from '../../providers/document-methods';
import { ClearanceStateLine } from './ClearanceStateLine';
import { DeathStateLine } from './DeathStateLine';
import { useLanguage } from '../../providers/use-language';
import { useLabelled } from '../../providers/use-labelled';

type Props = { printed: PaidState; current: CurrentState | null };

/**
 * What changed since the paper was printed, as the server knows it now; offline, the page says it
 * does not know rather than implying nothing changed.
 */
export function CurrentStateLine({ printed, current }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  // French writes 'État actuel : Payée' with a no-break space before the colon (citizen walk D14).
  const labelled = useLabelled();
  if (!current) {
    return (
      <Alert severity="info" role="status" data-testid="current-state">
        {translate('qrCode.result.offline')}
      </Alert>
    );
  }
  if (current.clearance) return <ClearanceStateLine clearance={current.clearance} />;
  if (current.death) return <DeathStateLine death={current.death} />;
  const changes: string[] = [];
  if (current.paidState === 'paid' && printed !== 'paid') changes.push('paidSince');
  if (current.reversed) changes.push('reversed');
  if (current.amended) changes.push('amended');
  return (
    <Stack spacing={1} data-testid="current-state" aria-label={translate('qrCode.result.current')} component="section">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {current.paidState
          ? labelled(translate('qrCode.result.current'), translate(`qrCode.paidStates.${current.paidState}`, { _: current.paidState }))
          : translate('qrCode.result.current')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {changes.length === 0 && <Chip size="small" label={translate('qrCode.result.unchanged')} />}
        {changes.map((change) => (
          <Chip key={change} size="small" color={change === 'paidSince' ? 'success' : 'warning'} label={translate(`qrCode.result.${change}`)} />
        ))}
      </Stack>
      {current.summons && (
        <Typography variant="body2" data-testid="summons-note">
          {translate('qrCode.summons.note', { reference: current.summons.noteReference, deadline: formatDay(current.summons.deadline) })}
        </Typography>
      )}
      {current.paidAmount && current.remaining && (
        <Typography variant="body2">
          {labelled(translate('qrCode.result.paidNow'), formatMoney(current.paidAmount, language))} ·{' '}
          {labelled(translate('qrCode.result.remainingNow'), formatMoney(current.remaining, language))}
        </Typography>
      )}
    </Stack>
  );
}
