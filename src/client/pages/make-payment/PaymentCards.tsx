import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { formatDay } from '../../../domain/format';
import { paidOf, settledOf, type PaymentRow } from '../../providers/payment-methods';
import { amountSx, PaymentChips } from './PaymentChips';
import { ReceiptButton } from './ReceiptButton';
import { useLabelled } from '../../providers/use-labelled';

/**
 * The ledger on a phone: one card per row (receipt, amount paid, day, method, who recorded it,
 * the settled amount when it differs); a table would push the amounts off the screen.
 */
export function PaymentCards({ bankName, onReceipt }: { bankName: (key: string) => string; onReceipt: (receiptNumber: string) => void }) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const language = useLanguage();
  const { data = [] } = useListContext<PaymentRow>();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((row) => {
        const paid = moneyText(paidOf(row), language);
        const settled = moneyText(settledOf(row), language);
        const where = row.method === 'bank' ? [row.bankName ?? bankName(row.bankKey ?? ''), row.bankSlipNumber] : [row.cashierName];
        return (
          <li key={row.id}>
            <Card variant="outlined" aria-label={row.receiptNumber}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{row.receiptNumber}</Typography>
                  <Box component="span" sx={{ fontWeight: 700, ...amountSx(row) }}>
                    {paid}
                  </Box>
                </Stack>
                <Typography variant="body2">
                  {[formatDay(row.paymentDate), translate(`values.method.${row.method}`), ...where].filter(Boolean).join(' · ')}
                </Typography>
                {settled !== paid && (
                  <Typography variant="body2" sx={amountSx(row)}>
                    {labelled(translate('resources.payments.fields.settled'), settled)}
                  </Typography>
                )}
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <PaymentChips row={row} />
                  <ReceiptButton receiptNumber={row.receiptNumber} onOpen={onReceipt} />
                </Stack>
                {row.recordedByName && (
                  <Typography variant="caption" color="text.secondary">
                    {labelled(translate('resources.payments.fields.recordedByName'), row.recordedByName ?? '')}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
