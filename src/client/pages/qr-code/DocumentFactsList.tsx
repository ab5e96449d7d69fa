import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentFacts } from '../../../domain/document-token';
import { formatDay, formatMoney } from '../../../domain/format';
import { useLanguage } from '../../providers/use-language';

/** The facts signed in the QR code, laid out to be read against the paper line by line. */
export function DocumentFactsList({ facts }: { facts: DocumentFacts }) {
  const translate = useTranslate();
  const language = useLanguage();
  // A clearance carries no amount (it attests that nothing is owed); a death certificate is no money paper.
  const death = facts.kind === 'deathCertificate';
  const owed = facts.kind !== 'clearance' && !death;
  const rows: [string, string][] = [
    ['result.kind', translate(`qrCode.kinds.${facts.kind}`)],
    [death ? 'death.number' : 'result.reference', facts.reference],
    [death ? 'death.deceased' : 'result.taxpayer', facts.taxpayerName],
    ...(owed
      ? ([
          ['result.amount', formatMoney({ amount: facts.amount, currency: facts.currency }, language)],
          ['result.paidState', translate(`qrCode.paidStates.${facts.paidState}`)],
        ] as [string, string][])
      : []),
    ['result.issuedOn', formatDay(facts.issuedOn)],
  ];
  return (
    <Box
      component="dl"
      aria-label={translate('qrCode.result.facts')}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5 }}
    >
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(`qrCode.${key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }} data-fact={key.split('.').pop()}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
