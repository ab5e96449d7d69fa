import { Alert, AlertTitle, Button, Link, List, ListItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, formatMoney } from '../../../domain/format';
import { useLanguage } from '../../providers/use-language';
import type { Clearance } from './clearance-api';
import { DownloadButton } from './DownloadButton';

/** The answer to a request: the unpaid notes (with the way to pay them), or the certificate to download. */
export function ClearanceResult({ clearance }: { clearance: Clearance }) {
  const translate = useTranslate();
  const language = useLanguage();
  if (clearance.status === 'refused') {
    return (
      <Alert severity="warning" role="alert" data-testid="clearance-refused">
        <AlertTitle>{translate('clearance.refused.title')}</AlertTitle>
        {translate('clearance.refused.body', { name: clearance.taxpayerName })}
        <List dense>
          {clearance.unpaidNotes.map((note) => (
            <ListItem key={note.reference} disableGutters>
              <Link
                component={RouterLink}
                to={`/tax-note?filter=${encodeURIComponent(JSON.stringify({ q: note.reference }))}`}
                aria-label={translate('clearance.refused.openNote', { reference: note.reference })}
              >
                {translate('clearance.refused.note', {
                  reference: note.reference,
                  remaining: formatMoney({ amount: note.remaining, currency: note.currency }, language),
                })}
              </Link>
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to="/make-payment" variant="outlined" size="small">
          {translate('clearance.refused.pay')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" data-testid="clearance-issued">
      <AlertTitle>{translate('clearance.issued.title')}</AlertTitle>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>{translate('clearance.issued.body', { number: clearance.number, name: clearance.taxpayerName, date: formatDay(clearance.validUntil) })}</span>
        <DownloadButton clearance={clearance} variant="contained" label={translate('clearance.issued.download')} />
      </Stack>
    </Alert>
  );
}
