import SaveIcon from '@mui/icons-material/Payments';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CURRENCIES, type Currency, type Money } from '../../../domain/money';
import { formatDay } from '../../../domain/format';
import { checkPaidAmount, totalPayableIn } from '../../../domain/payment-rules';
import type { Payable, PaymentMethod, PaymentResult } from '../../providers/payment-methods';
import { toMinorUnits } from '../../schema-ui/money';
import { DayField, dayTextFromField, dayTextToField } from '../../schema-ui/DayField';
import {
  allowedDaysOfAll,
  allowedPaymentDays,
  formProblems,
  initialForm,
  multiplePaymentInput,
  paymentInput,
  type FormField,
  type PaymentForm as Form,
} from './payment-form';
import type { BankChoice } from './use-payment-rights';
import { usePaymentSubmit } from './use-payment-submit';
import { useLanguage } from '../../providers/use-language';

type Props = {
  /** What each note asks now: one note, or several of one taxpayer paid together on one receipt. */
  payables: readonly Payable[];
  methods: readonly PaymentMethod[];
  banks: readonly BankChoice[];
  onPaid: (result: PaymentResult) => void;
  /** Asked once the amount is right, before anything is sent, with what will be paid; false sends nothing. */
  confirm?: (paid: Money) => Promise<boolean>;
};

/**
 * How the taxpayer pays: method, currency and amount, then the bank and slip or the cashier. The
 * amount must be exactly what is payable in the chosen currency (several notes: each converted on
 * its own, then added, as the server does); the two messages for a wrong amount show before
 * anything is sent, and the server checks again.
 */
export function PaymentForm({ payables, methods, banks, onPaid, confirm }: Props) {
  const [payable] = payables;
  const translate = useTranslate();
  const notify = useNotify();
  const language = useLanguage();
  const [form, setForm] = useState<Form>(() => initialForm(payable, methods, banks));
  const [showProblems, setShowProblems] = useState(false);
  const [amountCheck, setAmountCheck] = useState<'less' | 'greater' | null>(null);
  const [serverError, setServerError] = useState<string>();
  const { submit, busy } = usePaymentSubmit();
  const allowed = payables.length === 1 ? allowedPaymentDays(payable.note) : allowedDaysOfAll(payables.map((p) => p.note));
  const problems = formProblems(form, allowed, language);
  // The range is named in the message, in the user's day format, as the server's refusal names it.
  const dayArgs = allowed ? { from: formatDay(allowed.from), to: formatDay(allowed.to) } : {};
  const problem = (field: FormField) => (showProblems && problems[field] ? translate(problems[field]!, dayArgs) : undefined);
  const update = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setAmountCheck(null);
  };

  const send = async () => {
    setServerError(undefined);
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    const paid = { amount: toMinorUnits(form.amountText, undefined, language) ?? 0, currency: form.paidCurrency };
    const asked = totalPayableIn(
      payables.map((p) => ({ amount: p.payable.amount, currency: p.payable.currency })),
      paid.currency,
      payable.rate,
    );
    const check = checkPaidAmount(paid, asked);
    if (check !== 'ok') {
      setAmountCheck(check);
      notify(`payments.messages.${check}`, { type: 'warning' });
      return;
    }
    if (confirm && !(await confirm(paid))) return;
    const keys = payables.map((p) => String(p.note.id ?? p.note._key));
    try {
      const result = await submit(keys.length === 1 ? paymentInput(keys[0], form, language) : multiplePaymentInput(keys, form, language));
      // No toast: the receipt opens at once and says 'Payment recorded, receipt … !!!' itself; a toast
      // covered the full-screen receipt's title or buttons on a phone (money-staff walk D18).
      onPaid(result);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : translate('ra.notification.http_error'));
    }
  };

  if (!methods.length) return <Alert severity="info">{translate('payments.form.noMethod')}</Alert>;
  return (
    <Box
      component="form"
      noValidate
      aria-label={translate('payments.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography component="h3" variant="subtitle2" id="payment-method-label" sx={{ mb: 0.5 }}>
          {translate('payments.form.method')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={form.method}
          aria-labelledby="payment-method-label"
          onChange={(_, method: PaymentMethod | null) => method && update({ method })}
          sx={{ flexWrap: 'wrap' }}
        >
          {methods.map((method) => (
            <ToggleButton key={method} value={method}>
              {translate(`payments.form.methods.${method}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {problem('method') && (
          <Typography color="error" variant="caption" component="p">
            {problem('method')}
          </Typography>
        )}
      </Box>
      <TextField
        select
        id="payment-currency"
        label={translate('payments.form.currency')}
        value={form.paidCurrency}
        onChange={(event) => update({ paidCurrency: event.target.value as Currency })}
        helperText=" "
      >
        {CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="payment-amount"
        required
        label={translate('payments.form.amount', { currency: form.paidCurrency })}
        value={form.amountText}
        onChange={(event) => update({ amountText: event.target.value })}
        error={Boolean(problem('amount') || amountCheck)}
        helperText={problem('amount') ?? (amountCheck ? translate(`payments.messages.${amountCheck}`) : ' ')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
      />
      {form.method === 'bank' && (
        <>
          <TextField
            select
            id="payment-bank"
            required
            label={translate('payments.form.bank')}
            value={form.bankKey}
            onChange={(event) => update({ bankKey: event.target.value })}
            error={Boolean(problem('bankKey'))}
            helperText={problem('bankKey') ?? (banks.length ? ' ' : translate('payments.form.noBank'))}
          >
            {banks.map((bank) => (
              <MenuItem key={bank.key} value={bank.key}>
                {bank.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="payment-slip"
            required
            label={translate('payments.form.slip')}
            value={form.bankSlipNumber}
            onChange={(event) => update({ bankSlipNumber: event.target.value })}
            error={Boolean(problem('bankSlipNumber'))}
            helperText={problem('bankSlipNumber') ?? ' '}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
        </>
      )}
      {form.method === 'cash' && (
        <>
          <TextField
            id="payment-cashier-name"
            required
            label={translate('payments.form.cashierName')}
            value={form.cashierName}
            onChange={(event) => update({ cashierName: event.target.value })}
            error={Boolean(problem('cashierName'))}
            helperText={problem('cashierName') ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            id="payment-cashier-phone"
            required
            type="tel"
            label={translate('payments.form.cashierPhone')}
            value={form.cashierPhone}
            onChange={(event) => update({ cashierPhone: event.target.value })}
            error={Boolean(problem('cashierPhone'))}
            helperText={problem('cashierPhone') ?? ' '}
            slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }}
          />
        </>
      )}
      <DayField
        id="payment-date"
        required
        label={translate('payments.form.paymentDate')}
        value={dayTextToField(form.dateText)}
        onChange={(value) => update({ dateText: dayTextFromField(value) })}
        error={problem('date')}
      />
      {serverError && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {serverError}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} aria-label={translate('payments.form.submitting')} /> : <SaveIcon />}
        >
          {translate('payments.form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
