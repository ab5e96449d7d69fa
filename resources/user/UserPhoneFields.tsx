import { InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PHONE_DEBOUNCE_MS } from '../../src/domain/constants';
import { useDebouncedValue } from '../../src/client/use-debounced-value';
import type { UserFormApi } from './use-user-form';

/**
 * Dial code (kept without its plus sign, shown with it) and number. The format check
 * waits 400 ms after the last key stroke, so 'Not valid mobile (#)' does not flash while typing.
 */
export function UserPhoneFields({ form }: { form: UserFormApi }) {
  const translate = useTranslate();
  const code = form.bind('contactPhone1CountryCode', translate('resources.users.fields.contactPhone1CountryCode'));
  const phone = form.bind('phoneNumber', translate('resources.users.fields.phoneNumber'));
  const settled = useDebouncedValue(`${code.value}|${phone.value}`, PHONE_DEBOUNCE_MS);
  const typing = settled !== `${code.value}|${phone.value}`;
  const formatError = form.errors.phoneNumber === 'users.dialog.phoneInvalid';
  // A format error shows once typing stops, touched or not; a missing number only after a touch.
  const phoneMessage = typing ? undefined : formatError ? translate('users.dialog.phoneInvalid') : phone.helperText;
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        {...code}
        onChange={(event) => code.onChange({ target: { value: event.target.value.replace(/^\+/, '') } })}
        sx={{ width: 170, flexShrink: 0 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">+</InputAdornment> }, htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <TextField
        {...phone}
        fullWidth
        type="tel"
        error={Boolean(phoneMessage)}
        helperText={phoneMessage}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }}
      />
    </Stack>
  );
}
