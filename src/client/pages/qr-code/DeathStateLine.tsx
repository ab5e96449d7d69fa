import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../../domain/format';
import type { CurrentState } from '../../providers/document-methods';

type Props = { death: NonNullable<CurrentState['death']> };

/**
 * A death certificate as the health authority holds it now: approved, with the facts to compare
 * with the paper. No money line: a death certificate is not paid for.
 */
export function DeathStateLine({ death }: Props) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['deceased', death.deceased],
    ['dateOfDeath', formatDay(death.dateOfDeath)],
    ['hospital', death.hospitalName],
    ['approvedOn', formatDay(death.approvedOn)],
  ];
  return (
    <Alert severity="success" role="status" data-testid="current-state" data-state="approved" aria-label={translate('qrCode.result.current')}>
      <AlertTitle sx={{ fontWeight: 700 }}>{translate('qrCode.death.approved')}</AlertTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.25 }}>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {translate(`qrCode.death.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.5, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
