import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { checkSplit, MAX_SPLITS, splitSchedule } from '../../src/domain/instalments';
import type { Currency } from '../../src/domain/money';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';
import { DayField, dayTextFromField, dayTextToField } from '../../src/client/schema-ui/DayField';
import { InstalmentTable } from '../../src/client/pages/make-payment/InstalmentTable';
import type { SplitInput } from '../../src/client/providers/payment-methods';
import { displayToIso } from '../../src/client/schema-ui/dates';
import { toMinorUnits } from '../../src/client/schema-ui/money';
import { moneyText } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';

type Props = {
  noteKey: string;
  reference: string;
  remaining: { amount: number; currency: Currency };
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: SplitInput) => void;
};

/** Splitting what remains: the first instalment's date and amount and how many; the schedule shows as it is typed. */
export function TaxNoteSplitDialog({ noteKey, reference, remaining, busy, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const [dateText, setDateText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [splitsText, setSplitsText] = useState('2');
  const [touched, setTouched] = useState(false);
  const firstDueDate = displayToIso(dateText);
  const firstAmount = toMinorUnits(amountText);
  const numberOfSplits = /^\d{1,3}$/.test(splitsText.trim()) ? Number(splitsText.trim()) : NaN;
  const request = {
    remaining: remaining.amount,
    currency: remaining.currency,
    firstAmount: firstAmount ?? 0,
    firstDueDate: firstDueDate ?? '',
    numberOfSplits,
  };
  const refused = checkSplit(request);
  const errors = {
    date: !firstDueDate ? translate(dateText ? 'payments.form.dateInvalid' : 'payments.form.required') : undefined,
    amount:
      firstAmount === undefined || firstAmount <= 0
        ? translate(amountText ? 'payments.form.amountInvalid' : 'payments.form.required')
        : refused === 'firstAmountGreater'
          ? translate('payments.messages.splitTooLarge')
          : refused === 'nothingLeftToSplit'
            ? translate('payments.note.nothingLeft')
            : undefined,
    splits: refused === 'invalidNumberOfSplits' || Number.isNaN(numberOfSplits) ? translate('payments.note.splitsInvalid', { max: MAX_SPLITS }) : undefined,
  };
  // The tooLarge message shows as soon as it is typed: it is the one mistake a clerk cannot see coming.
  const show = (key: keyof typeof errors) => (touched || (key === 'amount' && refused === 'firstAmountGreater') ? errors[key] : undefined);
  const preview = refused ? [] : splitSchedule(request).map((instalment) => ({ ...instalment, paid: false, late: false }));
  const submit = () => {
    setTouched(true);
    if (!refused && firstDueDate && firstAmount) onSubmit({ noteKey, firstDueDate, firstAmount, numberOfSplits });
  };
  return (
    <ResponsiveDialog onClose={onCancel} dirty={Boolean(dateText || amountText)} fullWidth maxWidth="sm" aria-labelledby="split-title">
      <DialogTitle id="split-title">{translate('payments.note.splitTitle', { reference })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('payments.note.remaining', { amount: moneyText(remaining, language) })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
          <DayField
            id="split-first-date"
            required
            label={translate('payments.note.firstDueDate')}
            value={dayTextToField(dateText)}
            onChange={(value) => setDateText(dayTextFromField(value))}
            error={show('date')}
          />
          <TextField
            id="split-first-amount"
            required
            label={translate('payments.note.firstAmount', { currency: remaining.currency })}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={Boolean(show('amount'))}
            helperText={show('amount') ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
          />
          <TextField
            id="split-count"
            required
            label={translate('payments.note.numberOfSplits')}
            value={splitsText}
            onChange={(event) => setSplitsText(event.target.value)}
            error={Boolean(show('splits'))}
            helperText={show('splits') ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </Box>
        {preview.length > 0 && (
          <Box sx={{ overflowX: 'auto' }} aria-label={translate('payments.note.preview')} role="region">
            <InstalmentTable instalments={preview} currency={remaining.currency} />
          </Box>
        )}
        {touched && refused && refused !== 'firstAmountGreater' && !errors.amount && !errors.splits && !errors.date && (
          <Alert severity="error">{translate('payments.note.nothingLeft')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* The app's usual Cancel ('Annuler'); 'Retour' stays for the reversal dialog, whose action is itself 'Annuler' (money-staff walk D16). */}
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>
          {translate('payments.note.split')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
