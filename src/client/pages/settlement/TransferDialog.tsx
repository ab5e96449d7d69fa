import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate, type DataProvider } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import type { SettlementMethods, SettlementSummaryRow } from '../../providers/settlement-methods';
import { DayField } from '../../schema-ui/DayField';
import { transferAmount, transferProblems, type TransferForm } from './transfer-form';
import { useNotifySuccess } from '../../providers/use-notify-success';

type Props = { row: SettlementSummaryRow; name: string; language: Language; onClose: () => void; onRecorded: () => void };

const t = (key: string) => `collection.settlement.dialog.${key}`;

/** Records one bank transfer to a beneficiary, never more than what remains owed in that currency. */
export function TransferDialog({ row, name, language, onClose, onRecorded }: Props) {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const dataProvider = useDataProvider<DataProvider & SettlementMethods>();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [form, setForm] = useState<TransferForm>({ amount: '', bankKey: '', transferReference: '', transferDate: today });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const banks = useGetList('establishments', {
    filter: { type: '3' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'establishmentName', order: 'ASC' },
  });
  const remaining = formatMoney({ amount: row.remaining, currency: row.currency }, language);
  const problems = transferProblems(form, row.remaining, today);
  const shown = (problem: (typeof problems)[number]) => touched && problems.includes(problem);
  const amountError = shown('amountInvalid')
    ? translate(t('amountInvalid'))
    : shown('amountTooLarge') || (form.amount && problems.includes('amountTooLarge'))
      ? translate(t('amountTooLarge'), { amount: remaining })
      : undefined;
  const change = (fields: Partial<TransferForm>) => setForm((current) => ({ ...current, ...fields }));
  const dirty = Boolean(form.amount || form.bankKey || form.transferReference);

  const save = async () => {
    setTouched(true);
    setServerError(undefined);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await dataProvider.recordSettlement({
        beneficiaryKey: row.beneficiaryKey,
        currency: row.currency,
        amount: transferAmount(form.amount)!,
        ...(form.bankKey ? { bankKey: form.bankKey } : {}),
        transferReference: form.transferReference.trim(),
        transferDate: form.transferDate,
      });
      // Four eyes: the transfer is only asked for; someone else approves it in Money approvals.
      notifySuccess('moneyRequests.settlementRequested');
      onRecorded();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : translate('errors.generic'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ResponsiveDialog onClose={onClose} dirty={dirty} aria-labelledby="transfer-title" fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="transfer-title" sx={{ overflowWrap: 'anywhere' }}>
          {translate(t('title'), { name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography data-testid="transfer-remaining">{translate(t('remaining'), { amount: remaining })}</Typography>
            <TextField
              id="transfer-amount"
              label={translate(t('amount'))}
              required
              autoFocus
              value={form.amount}
              error={Boolean(amountError)}
              helperText={amountError}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 20 },
                input: { endAdornment: <InputAdornment position="end">{row.currency}</InputAdornment> },
              }}
              onChange={(event) => change({ amount: event.target.value })}
            />
            <TextField
              select
              id="transfer-bank"
              label={translate(t('bank'))}
              value={form.bankKey}
              disabled={banks.isPending}
              onChange={(event) => change({ bankKey: event.target.value })}
            >
              <MenuItem value="">{translate(t('noBank'))}</MenuItem>
              {(banks.data ?? []).map((bank) => (
                <MenuItem key={String(bank.id)} value={String(bank.id)}>
                  {String(bank.establishmentName ?? bank.id)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="transfer-reference"
              label={translate(t('reference'))}
              required
              value={form.transferReference}
              error={shown('reference')}
              helperText={shown('reference') ? translate('errors.requiredField') : undefined}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
              onChange={(event) => change({ transferReference: event.target.value })}
            />
            <DayField
              id="transfer-date"
              label={translate(t('date'))}
              required
              value={form.transferDate}
              error={shown('dateInvalid') ? translate(t('dateInvalid')) : undefined}
              onChange={(transferDate) => change({ transferDate })}
            />
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{translate(t('cancel'))}</Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} aria-hidden /> : undefined}>
            {translate(t('save'))}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
