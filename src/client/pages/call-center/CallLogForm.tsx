import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { CALL_STATUSES, REMINDER_TYPES } from '../../../domain/call-log';
import type { Money } from '../../../domain/money';
import type { CallCenterMethods } from '../../providers/call-center-methods';
import { callDraft, callFormProblems, initialCallForm, type CallForm, type CallFormField } from './call-form';
import { useNotifySuccess } from '../../providers/use-notify-success';
import { DayField } from '../../schema-ui/DayField';

type Props = { noteKey: string; remaining: Money; disabled: boolean; onDirty: (dirty: boolean) => void };

/** The agent's record of one contact: type, result, a promise when one was made, and an optional SMS reminder. */
export function CallLogForm({ noteKey, remaining, disabled, onDirty }: Props) {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<DataProvider & CallCenterMethods>();
  const [form, setForm] = useState<CallForm>(() => initialCallForm());
  const [tried, setTried] = useState(false);
  const problems = callFormProblems(form, remaining.amount);
  const mutation = useMutation({
    mutationFn: () => dataProvider.logCall(noteKey, callDraft(form)),
    onSuccess: (log) => {
      notifySuccess(log.smsStatus === 'pending' ? 'callCenter.form.savedSms' : 'callCenter.form.saved');
      setForm(initialCallForm());
      setTried(false);
      onDirty(false);
      void queryClient.invalidateQueries({ queryKey: ['callCenter'] });
    },
  });
  const set = <F extends CallFormField>(field: F, value: CallForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    onDirty(true);
  };
  const shown = (field: CallFormField) => (tried ? problems[field] : undefined);
  const fieldProps = (field: CallFormField) => ({
    id: `call-${field}`,
    error: Boolean(shown(field)),
    helperText: shown(field) ? translate(shown(field)!) : undefined,
    disabled: disabled || mutation.isPending,
  });
  // Days are typed DD/MM/YYYY as everywhere else, not in the browser's own (often US) format.
  const dayProps = (field: 'calledDay' | 'reminderDate' | 'promiseDate') => ({
    id: `call-${field}`,
    value: form[field],
    onChange: (value: string) => set(field, value),
    error: shown(field) ? translate(shown(field)!) : undefined,
    disabled: disabled || mutation.isPending,
  });
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length === 0) mutation.mutate();
  };
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="call-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Typography id="call-form-title" component="h3" variant="h6" sx={{ gridColumn: '1 / -1' }}>
        {translate('callCenter.form.title')}
      </Typography>
      <TextField
        select
        label={translate('callCenter.form.reminderType')}
        value={form.reminderType}
        onChange={(e) => set('reminderType', e.target.value as CallForm['reminderType'])}
        {...fieldProps('reminderType')}
      >
        {REMINDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`callCenter.reminderTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('callCenter.form.callStatus')}
        value={form.callStatus}
        onChange={(e) => set('callStatus', e.target.value as CallForm['callStatus'])}
        {...fieldProps('callStatus')}
      >
        {CALL_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`callCenter.callStatuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <DayField {...dayProps('calledDay')} required label={translate('callCenter.form.calledDay')} />
      <TextField
        required
        label={translate('callCenter.form.calledTime')}
        value={form.calledTime}
        onChange={(e) => set('calledTime', e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off', placeholder: 'HH:MM' } }}
        {...fieldProps('calledTime')}
      />
      <DayField {...dayProps('reminderDate')} required label={translate('callCenter.form.reminderDate')} />
      {form.callStatus === 'promiseToPay' && (
        <>
          <DayField {...dayProps('promiseDate')} label={translate('callCenter.form.promiseDate')} />
          <TextField
            label={translate('callCenter.form.promiseAmount', { currency: remaining.currency })}
            value={form.promiseAmount}
            onChange={(e) => set('promiseAmount', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20, autoComplete: 'off' } }}
            {...fieldProps('promiseAmount')}
          />
        </>
      )}
      <TextField
        multiline
        minRows={2}
        label={translate('callCenter.form.comment')}
        value={form.comment}
        onChange={(e) => set('comment', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        sx={{ gridColumn: '1 / -1' }}
        {...fieldProps('comment')}
      />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            checked={form.sendReminder || form.reminderType === 'sms'}
            disabled={disabled || form.reminderType === 'sms'}
            onChange={(e) => set('sendReminder', e.target.checked)}
          />
        }
        label={translate('callCenter.form.sendReminder')}
      />
      {mutation.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {(mutation.error as Error).message}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={disabled || mutation.isPending}>
          {translate(mutation.isPending ? 'callCenter.form.saving' : 'callCenter.form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
