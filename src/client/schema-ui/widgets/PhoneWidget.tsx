import { Box, MenuItem, TextField } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PHONE_DEBOUNCE_MS } from '../../../domain/constants';
import { dialCode, isValidPhone } from '../../../domain/phone';
import { useFormState } from '../form/form-state-context';
import { countryCodes, normalizeCountryCode } from './country-codes';
import { useDebouncedValue } from '../../use-debounced-value';

/**
 * A phone number with its country code (an rjsf field: it also writes the sibling
 * `<field>CountryCode`). The code is +243 by default, shown with its plus sign and stored without
 * it; the number is checked against the code's format 400 ms after the last keystroke.
 */
export function PhoneWidget(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema = {}, required, disabled, readonly, rawErrors = [], name } = props;
  const translate = useTranslate();
  const { data } = useFormState();
  const options = (uiSchema['ui:options'] ?? {}) as { countryCodeField?: string };
  const codeField = options.countryCodeField ?? 'contactPhone1CountryCode';
  const code = normalizeCountryCode(data[codeField]);
  const [number, setNumber] = useState(typeof formData === 'string' ? formData : '');
  useEffect(() => {
    // The form may be reset or reloaded from outside: follow it unless it is our own echo.
    const outside = typeof formData === 'string' ? formData : '';
    setNumber((current) => (current === outside ? current : outside));
  }, [formData]);
  const checked = useDebouncedValue(`${code}|${number}`, PHONE_DEBOUNCE_MS);
  const [checkedCode, checkedNumber] = checked.split('|');
  const invalidMessage = translate('errors.invalidMobile');
  const invalid = checkedNumber !== '' && !isValidPhone(checkedCode, checkedNumber);
  const codes = useMemo(countryCodes, []);
  const path = fieldPathId.path;
  const codePath = [...path.slice(0, -1), codeField];
  const label = (uiSchema['ui:title'] as string | undefined) ?? props.schema.title ?? name;
  const shownErrors = invalid && !rawErrors.includes(invalidMessage) ? [invalidMessage] : [];

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        id={`${fieldPathId.$id}-country-code`}
        label={translate('schemaUi.widgets.countryCode')}
        value={code}
        disabled={disabled || readonly}
        onChange={(event) => onChange(normalizeCountryCode(event.target.value), codePath)}
        sx={{ width: 140, flexShrink: 0 }}
        SelectProps={{ renderValue: (value) => dialCode(String(value)), MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }}
      >
        {codes.map(({ code: option, countries }) => (
          <MenuItem key={option} value={option}>
            {dialCode(option)} {countries.slice(0, 3).join(' ')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={fieldPathId.$id}
        label={label}
        value={number}
        required={required}
        disabled={disabled}
        fullWidth
        error={rawErrors.length > 0 || invalid}
        helperText={shownErrors.join(' ') || undefined}
        slotProps={{ htmlInput: { readOnly: readonly, autoComplete: 'tel-national', inputMode: 'tel' } }}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          setNumber(digits);
          onChange(digits || undefined, path);
          // The code is part of the record: write the default the select shows when it is missing.
          if (data[codeField] === undefined) onChange(code, codePath);
        }}
      />
    </Box>
  );
}
