import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { formatRate } from '../../../domain/format';
import { otherCurrency } from '../../../domain/money';
import type { Payable } from '../../providers/payment-methods';

const BLOCKED = new Set(['rejected', 'notApproved', 'disputed', 'paid']);

/** Why a note cannot be paid, in the user's words (an unknown reason still says it cannot be paid). */
export const blockedMessageKey = (reason: string) => `payments.blocked.${BLOCKED.has(reason) ? reason : 'other'}`;

/** The note and what it asks for now: in its own currency, and what that is in the other one at today's rate. */
export function PayableSummary({ payable }: { payable: Payable }) {
  const translate = useTranslate();
  const language = useLanguage();
  const { note, payable: now } = payable;
  const other = otherCurrency(now.currency);
  const row = (label: string, value: string, testId?: string) => (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5 }}>
        {row(translate('payments.payable.note'), note.reference)}
        {row(translate('payments.payable.taxpayer'), note.taxpayerName ?? '')}
        {row(translate('payments.payable.total'), moneyText(note.amount, language))}
        {row(
          now.instalmentNumber
            ? `${translate('payments.payable.now')} — ${translate('payments.payable.instalment', { number: now.instalmentNumber })}`
            : translate('payments.payable.now'),
          moneyText({ amount: payable.payableIn[now.currency] ?? now.amount, currency: now.currency }, language),
          'payable-now',
        )}
        {row(translate('payments.payable.inOther'), moneyText({ amount: payable.payableIn[other], currency: other }, language), 'payable-other')}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('payments.payable.rate', { rate: formatRate(payable.rate, language) })}
      </Typography>
      {payable.blockedReason && (
        <Alert severity="warning" sx={{ mt: 1 }} role="alert">
          {translate(blockedMessageKey(payable.blockedReason))}
        </Alert>
      )}
    </Box>
  );
}
