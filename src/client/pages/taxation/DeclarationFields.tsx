import { Box, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { PHONE_DEBOUNCE_MS } from '../../../domain/constants';
import { formatDay } from '../../../domain/format';
import { isValidPhone } from '../../../domain/phone';
import { periodStartOf } from '../../../domain/tax-computation';
import { DateWidget } from '../../schema-ui/widgets/DateWidget';
import { useDebouncedValue } from '../../use-debounced-value';
import { PERIODS, type Period, type TaxationForm } from './taxation-form';

type Fields = Pick<TaxationForm, 'declarantName' | 'responsibleName' | 'phoneCountryCode' | 'phoneNumber' | 'period' | 'periodStart'>;
type Props = { form: TaxationForm; onChange: (fields: Partial<Fields>) => void; showMissing: boolean };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Who declares, who pays and how to reach them, and the period the note covers. */
export function DeclarationFields({ form, onChange, showMissing }: Props) {
  const translate = useTranslate();
  const required = (value: string) => (showMissing && !value.trim() ? translate('errors.requiredField') : undefined);
  const phone = `${form.phoneCountryCode}|${form.phoneNumber}`;
  const settled = useDebouncedValue(phone, PHONE_DEBOUNCE_MS);
  // The format is judged once typing stops, so 'Not valid mobile (#)' does not flash key by key.
  const phoneInvalid = (settled === phone || showMissing) && form.phoneNumber !== '' && !isValidPhone(form.phoneCountryCode, form.phoneNumber);
  const phoneMessage = phoneInvalid ? translate('errors.invalidMobile') : required(form.phoneNumber);
  const start = ISO_DAY.test(form.periodStart) ? periodStartOf(form.period, form.periodStart) : undefined;
  const label = (field: string) => translate(`taxation.fields.${field}`);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField
        id="taxation-declarant"
        label={label('declarantName')}
        required
        value={form.declarantName}
        error={Boolean(required(form.declarantName))}
        helperText={required(form.declarantName)}
        slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off' } }}
        onChange={(event) => onChange({ declarantName: event.target.value })}
      />
      <TextField
        id="taxation-responsible"
        label={label('responsibleName')}
        required
        value={form.responsibleName}
        error={Boolean(required(form.responsibleName))}
        helperText={required(form.responsibleName)}
        slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off' } }}
        onChange={(event) => onChange({ responsibleName: event.target.value })}
      />
      <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
        <TextField
          id="taxation-phone-code"
          label={label('phoneCountryCode')}
          required
          value={form.phoneCountryCode}
          sx={{ width: 120, flexShrink: 0 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">+</InputAdornment> }, htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          onChange={(event) => onChange({ phoneCountryCode: event.target.value.replace(/\D/g, '') })}
        />
        <TextField
          id="taxation-phone"
          label={label('phoneNumber')}
          required
          fullWidth
          type="tel"
          value={form.phoneNumber}
          error={Boolean(phoneMessage)}
          helperText={phoneMessage}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15, autoComplete: 'off' } }}
          onChange={(event) => onChange({ phoneNumber: event.target.value.replace(/\D/g, '') })}
        />
      </Stack>
      <TextField
        select
        id="taxation-period"
        label={label('period')}
        required
        value={form.period}
        onChange={(event) => onChange({ period: event.target.value as Period })}
      >
        {PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {translate(`values.period.${period}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <DateWidget
          {...({
            id: 'taxation-period-start',
            label: label('periodStart'),
            value: form.periodStart,
            required: true,
            rawErrors: showMissing && !start ? [translate('errors.requiredField')] : [],
            onChange: (value: string | undefined) => onChange({ periodStart: value ?? '' }),
            onBlur: () => undefined,
            onFocus: () => undefined,
          } as unknown as WidgetProps)}
        />
        {start && start !== form.periodStart && (
          <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
            {translate('taxation.fields.periodStartsOn', { day: formatDay(start) })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
