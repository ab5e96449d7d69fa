import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import type { EstablishmentRecord } from './use-project-establishments';

const CURRENCIES = ['cdf', 'usd'] as const;

/** The establishment's CDF and USD accounts, each with its bank's name. */
export function EstablishmentBankAccounts({ record }: { record: EstablishmentRecord }) {
  const translate = useTranslate();
  const accounts = record.bankAccounts ?? {};
  const bankKeys = CURRENCIES.map((c) => accounts[c]?.bankKey).filter((k): k is string => Boolean(k));
  const banks = useGetMany<EstablishmentRecord>('establishment', { ids: bankKeys }, { enabled: bankKeys.length > 0 });
  const bankName = (key?: string) => banks.data?.find((b) => b.id === key)?.establishmentName ?? key ?? '';
  return (
    <section aria-labelledby="bank-accounts-title">
      <Typography id="bank-accounts-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('resources.establishments.fields.bankAccounts')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {CURRENCIES.map((currency) => {
          const account = accounts[currency];
          return (
            <Card key={currency} variant="outlined" sx={{ flex: 1 }} aria-label={translate(`subfields.${currency}`)}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {translate(`subfields.${currency}`)}
                </Typography>
                {account?.accountNumber ? (
                  <>
                    <Typography sx={{ fontWeight: 600 }}>{bankName(account.bankKey)}</Typography>
                    <Typography sx={{ fontFamily: 'monospace' }}>{account.accountNumber}</Typography>
                    {account.accountName && <Typography color="text.secondary">{account.accountName}</Typography>}
                  </>
                ) : (
                  <Typography color="text.secondary">{translate('establishments.show.noAccount')}</Typography>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}
