import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PayerPicker } from '../taxation/PayerPicker';
import type { Taxpayer, TaxpayerKind } from '../taxation/taxation-form';
import { clearanceApi, type Clearance } from './clearance-api';
import { ClearanceResult } from './ClearanceResult';

/** Choose a taxpayer, ask for the certificate: the answer (issued or refused) shows below at once. */
export function RequestCard({ onAnswered, revoked }: { onAnswered: () => void; revoked: ReadonlySet<string> }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<TaxpayerKind>('citizen');
  const [taxpayer, setTaxpayer] = useState<Taxpayer>();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState<Clearance>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!taxpayer) return setMissing(true);
    setBusy(true);
    setError('');
    setAnswer(undefined);
    try {
      setAnswer(await clearanceApi.request(kind, taxpayer.key));
      onAnswered();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="clearance-request-title">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography id="clearance-request-title" component="h2" variant="h6">
            {translate('clearance.request.title')}
          </Typography>
          <PayerPicker
            id="taxation-taxpayer"
            citizenLookup="citizens"
            kind={kind}
            taxpayer={taxpayer}
            onKind={(next) => {
              setKind(next);
              setTaxpayer(undefined);
              setAnswer(undefined);
            }}
            onTaxpayer={(next) => {
              setTaxpayer(next);
              setMissing(false);
              setAnswer(undefined);
            }}
            error={missing ? translate('clearance.request.taxpayerRequired') : undefined}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate(busy ? 'clearance.request.submitting' : 'clearance.request.submit')}
          </Button>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {answer &&
            (answer.status === 'issued' && revoked.has(answer._key) ? (
              <Alert severity="info" role="status" data-testid="clearance-revoked">
                {translate('clearance.revoke.done', { number: answer.number })}
              </Alert>
            ) : (
              <ClearanceResult clearance={answer} />
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
