import {
  Alert,
  Box,
  Button,
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
import { useQueries } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { formatRate } from '../../../domain/format';
import { CURRENCIES, type Money } from '../../../domain/money';
import { payableIn, totalPayableIn } from '../../../domain/payment-rules';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import type { Payable, PaymentMethod, PaymentMethods, PaymentResult } from '../../providers/payment-methods';
import type { TaxNoteRecord } from '../../providers/tax-note-methods';
import { useLanguage } from '../../providers/use-language';
import { PaymentForm } from './PaymentForm';
import type { BankChoice } from './use-payment-rights';

type Props = {
  notes: readonly TaxNoteRecord[];
  methods: readonly PaymentMethod[];
  banks: readonly BankChoice[];
  onPaid: (result: PaymentResult) => void;
  onClear: () => void;
};

const keyOf = (note: TaxNoteRecord) => String(note.id ?? note._key);
const payableMoney = (payable: Payable): Money => ({ amount: payable.payable.amount, currency: payable.payable.currency });

/**
 * Several notes of one taxpayer paid together, on one receipt: what each asks now and the total in
 * both currencies (each note converted on its own, then added: the server's rule, from the
 * domain), then the payment form every note uses, and a confirmation naming the notes and the total.
 */
export function SeveralNotesPayment({ notes, methods, banks, onPaid, onClear }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const queries = useQueries({
    queries: notes.map((note) => ({
      queryKey: ['payment', 'payable', keyOf(note)],
      queryFn: () => dataProvider.getPayable(keyOf(note)),
      retry: false,
    })),
  });
  const [asking, setAsking] = useState<Money>();
  const answer = useRef<(yes: boolean) => void>(undefined);
  const reply = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = undefined;
    setAsking(undefined);
  };
  const confirm = (paid: Money) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(paid);
    });

  const clear = (
    <Button onClick={onClear} sx={{ justifySelf: 'start' }}>
      {translate('payments.together.clear')}
    </Button>
  );
  if (notes.length < 2) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Alert severity="info">{translate('payments.together.more', { taxpayer: notes[0]?.taxpayerName ?? '' })}</Alert>
        {clear}
      </Box>
    );
  }
  if (queries.some((query) => query.isPending)) return <CircularProgress aria-label={translate('payments.payable.loading')} />;
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => queries.forEach((query) => query.isError && void query.refetch())}>
            {translate('payments.payable.retry')}
          </Button>
        }
      >
        {(failed.error as Error).message || translate('payments.payable.failed')}
      </Alert>
    );
  }
  const payables = queries.map((query) => query.data!);
  const blocked = payables.find((payable) => payable.blockedReason || payable.payable.amount <= 0);
  const rate = payables[0].rate;
  const total = (currency: Money['currency']) => totalPayableIn(payables.map(payableMoney), currency, rate);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography>{translate('payments.together.taxpayer', { taxpayer: notes[0].taxpayerName ?? '' })}</Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('payments.together.notes')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('payments.payable.note')}</TableCell>
                <TableCell align="right">{translate('payments.payable.now')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payables.map((payable) => (
                <TableRow key={keyOf(payable.note)}>
                  <TableCell>{payable.note.reference}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {moneyText(payableMoney(payable), language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
          {CURRENCIES.map((currency) => (
            <Box key={currency} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate('payments.together.total', { currency })}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid={`several-total-${currency}`}>
                {moneyText(total(currency), language)}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" color="text.secondary">
            {translate('payments.together.rate')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {translate('payments.payable.rate', { rate: formatRate(rate, language) })}
          </Typography>
        </Box>
        {clear}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {blocked ? (
          <Alert severity="warning">{translate('payments.together.blocked', { reference: blocked.note.reference })}</Alert>
        ) : (
          <PaymentForm
            key={payables.map((payable) => `${keyOf(payable.note)}-${payable.payable.amount}`).join('|')}
            payables={payables}
            methods={methods}
            banks={banks}
            onPaid={onPaid}
            confirm={confirm}
          />
        )}
      </Box>
      {asking && (
        <ResponsiveDialog open onClose={() => reply(false)} aria-labelledby="several-confirm-title">
          <DialogTitle id="several-confirm-title">{translate('payments.together.confirmTitle', { count: payables.length })}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1 }}>{translate('payments.together.taxpayer', { taxpayer: notes[0].taxpayerName ?? '' })}</Typography>
            <Box component="ul" sx={{ m: 0, mb: 1, pl: 3 }}>
              {payables.map((payable) => (
                <li key={keyOf(payable.note)}>
                  <span>{payable.note.reference}</span> — {moneyText(payableIn(payableMoney(payable), asking.currency, rate), language)}
                </li>
              ))}
            </Box>
            <Typography>
              {translate('payments.together.confirmTotal')}{' '}
              <Box component="strong" data-testid="several-confirm-total">
                {moneyText(asking, language)}
              </Box>
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => reply(false)}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={() => reply(true)} autoFocus>
              {translate('payments.together.confirm', { count: payables.length })}
            </Button>
          </DialogActions>
        </ResponsiveDialog>
      )}
    </Box>
  );
}
