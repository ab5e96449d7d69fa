import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { formatDay, formatRate } from '../../../domain/format';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import type { PaymentMethods } from '../../providers/payment-methods';
import { RetryAlert } from '../../layout/QueryStatus';
import { DocumentDownloadButton } from '../../../../resources/tax-note/DocumentDownloadButton';
import { PrintReceiptButton } from '../receipts/PrintReceiptButton';

type Props = {
  receiptNumber: string;
  onClose: () => void;
  /** Offered right after a payment: closes the receipt and readies the counter for the next person. */
  onNewPayment?: () => void;
};

/** The receipt as the server keeps it (a cancelled one says so); Print prints its PDF. */
export function ReceiptDialog({ receiptNumber, onClose, onNewPayment }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const query = useQuery({ queryKey: ['payment', 'receipt', receiptNumber], queryFn: () => dataProvider.getReceipt(receiptNumber), retry: false });
  const receipt = query.data;
  return (
    <ResponsiveDialog onClose={onClose} fullWidth maxWidth="md" aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {translate('payments.receipt.title', { receiptNumber })}
        {receipt?.cancelled && <Chip color="error" label={translate('payments.receipt.cancelled')} />}
      </DialogTitle>
      <DialogContent>
        {/* Just recorded: the success message lives in the receipt, where no toast can cover the receipt's title or buttons (money-staff walk D18). */}
        {onNewPayment && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {translate('payments.messages.paid', { receiptNumber })}
          </Alert>
        )}
        {query.isPending && <CircularProgress aria-label={translate('payments.receipt.loading')} />}
        {query.isError && (
          <RetryAlert retryLabel={translate('payments.payable.retry')} onRetry={() => void query.refetch()}>
            {translate('payments.receipt.failed')}
          </RetryAlert>
        )}
        {receipt && (
          <Box data-testid="receipt">
            <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5 }}>
              {(
                [
                  ['date', formatDay(receipt.paymentDate)],
                  ['taxpayer', receipt.taxpayerName],
                  ['recordedBy', receipt.recordedByName],
                ] as const
              ).map(([key, value]) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {translate(`payments.receipt.${key}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('payments.receipt.title', { receiptNumber })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('payments.receipt.reference')}</TableCell>
                    <TableCell align="right">{translate('payments.receipt.paid')}</TableCell>
                    <TableCell align="right">{translate('payments.receipt.settled')}</TableCell>
                    <TableCell align="right">{translate('payments.receipt.rate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {receipt.lines.map((line) => (
                    <TableRow key={line.reference}>
                      <TableCell>{line.reference}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {moneyText(line.paid, language)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {moneyText(line.settled, language)}
                      </TableCell>
                      <TableCell align="right">{formatRate(line.rate, language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        )}
      </DialogContent>
      {/* Four actions do not fit a phone's width on one line: they wrap, evenly spaced. */}
      <DialogActions disableSpacing sx={{ displayPrint: 'none', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('payments.receipt.close')}</Button>
        {receipt && <DocumentDownloadButton what={{ receiptNumber }} />}
        <PrintReceiptButton receiptNumber={receipt ? receiptNumber : undefined} label="payments.receipt.print" />
        {onNewPayment && (
          <Button variant="contained" onClick={onNewPayment}>
            {translate('payments.receipt.another')}
          </Button>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
