import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Reopens a payment's receipt (to print it or download its PDF) from a history row. */
export function ReceiptButton({ receiptNumber, onOpen }: { receiptNumber: string; onOpen: (receiptNumber: string) => void }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<ReceiptLongIcon />}
      onClick={() => onOpen(receiptNumber)}
      aria-label={translate('qrCode.download.receiptOf', { receiptNumber })}
    >
      {translate('qrCode.download.receipt')}
    </Button>
  );
}
