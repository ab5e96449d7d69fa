import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { formatDay, formatMoney, formatRate } from '../../../domain/format';
import type { PaymentMethods } from '../../providers/payment-methods';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import { DocumentDownloadButton } from '../../../../resources/tax-note/DocumentDownloadButton';
import { PrintReceiptButton } from '../receipts/PrintReceiptButton';
import { useLabelled } from '../../providers/use-labelled';

type Props = { receiptNumber: string; noteKey: string | undefined; language: Language; onAnother: () => void };

const t = (key: string) => `collection.receipt.${key}`;

/** The receipt of a collected fee, read back from the ledger; Print prints its PDF, Download PDF saves it. */
export function FeeReceipt({ receiptNumber, noteKey, language, onAnother }: Props) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const query = useQuery({ queryKey: ['receipt', receiptNumber], queryFn: () => dataProvider.getReceipt(receiptNumber), retry: false });
  const receipt = query.data;
  return (
    <Paper component="section" aria-labelledby="receipt-title" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Alert severity="success">{translate(t('collected'))}</Alert>
      <Typography id="receipt-title" component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {translate(t('title'), { number: receiptNumber })}
      </Typography>
      {query.isPending ? (
        <LoadingStatus label={translate(t('loading'))} />
      ) : query.isError ? (
        <RetryAlert withIcon retryLabel={translate(t('retry'))} onRetry={() => void query.refetch()}>
          {translate(t('failed'))}
        </RetryAlert>
      ) : (
        <Box data-testid="receipt" sx={{ display: 'grid', gap: 1.5 }}>
          {receipt!.cancelled && <Alert severity="warning">{translate(t('cancelled'))}</Alert>}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {[
              [t('date'), formatDay(receipt!.paymentDate)],
              [t('payer'), receipt!.taxpayerName],
              [t('recordedBy'), receipt!.recordedByName],
            ].map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(key)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {receipt!.lines.map((line) => (
            <Paper key={line.reference} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {translate(t('reference'))} {line.reference}
              </Typography>
              <Typography>{labelled(translate(t('paid')), formatMoney(line.paid, language))}</Typography>
              {line.settled.currency !== line.paid.currency && (
                <Typography color="text.secondary">
                  {labelled(translate(t('settled')), formatMoney(line.settled, language))} · {translate(t('rate'), { rate: formatRate(line.rate, language) })}
                </Typography>
              )}
            </Paper>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '@media print': { display: 'none' } }}>
        <PrintReceiptButton receiptNumber={receipt ? receiptNumber : undefined} label={t('print')} />
        {receipt && <DocumentDownloadButton what={{ receiptNumber }} />}
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAnother}>
          {translate(t('another'))}
        </Button>
        {noteKey && (
          <Button component={RouterLink} to={`/tax-note/${encodeURIComponent(noteKey)}/show`}>
            {translate(t('reference'))}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
