import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatMoney } from '../../../domain/format';
import type { Receipt } from '../../providers/payment-methods';
import { useLabelled } from '../../providers/use-labelled';
import { useLanguage } from '../../providers/use-language';

/**
 * A receipt found by its typed number: what the office recorded, for comparing with the paper.
 * It is no verdict (anyone can copy a number), so it says the QR code is what checks the paper.
 */
export function ReceiptFound({ receipt }: { receipt: Receipt }) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const language = useLanguage();
  return (
    <Alert severity="info" role="status" data-testid="receipt-found">
      <AlertTitle sx={{ fontWeight: 700 }}>
        {translate('qrCode.receipt.title', { number: receipt.receiptNumber })}
        {receipt.cancelled ? ` (${translate('qrCode.receipt.cancelled')})` : ''}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{labelled(translate('qrCode.receipt.taxpayer'), receipt.taxpayerName)}</li>
        <li>{labelled(translate('qrCode.receipt.paidOn'), formatDay(receipt.paymentDate))}</li>
        {receipt.lines.map((line) => (
          <li key={line.reference}>{labelled(translate('qrCode.receipt.note', { reference: line.reference }), formatMoney(line.paid, language))}</li>
        ))}
      </Box>
      <Box component="p" sx={{ mb: 0 }}>
        {translate('qrCode.receipt.proof')}
      </Box>
    </Alert>
  );
}
