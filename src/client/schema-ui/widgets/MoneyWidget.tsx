import { Box, MenuItem, TextField } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { valueLabel } from '../labels';
import { fromMinorUnits, toMinorUnits } from '../money';
import { useLanguage } from '../../providers/use-language';

type Money = { amount?: number; currency?: string };

const errorsOf = (schema: unknown): string[] => (schema as { __errors?: string[] } | undefined)?.__errors ?? [];

/**
 * An amount with its currency (an rjsf field for `$defs/money`): the user types 12.50, the value
 * holds { amount: 1250, currency } in minor units; no float ever carries the amount.
 */
export function MoneyWidget(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema = {}, required, disabled, readonly, errorSchema, name } = props;
  const translate = useTranslate();
  const language = useLanguage();
  const value = (formData ?? {}) as Money;
  const currencies = ((schema.properties?.currency as { enum?: string[] } | undefined)?.enum ?? ['USD', 'CDF']) as string[];
  const [text, setText] = useState(typeof value.amount === 'number' ? fromMinorUnits(value.amount) : '');
  const [currency, setCurrency] = useState(value.currency ?? currencies[0]);
  const [badAmount, setBadAmount] = useState(false);
  useEffect(() => {
    // A value set from outside (record loaded, reset) replaces what is shown.
    if (typeof value.amount === 'number' && toMinorUnits(text, undefined, language) !== value.amount) setText(fromMinorUnits(value.amount));
    if (value.currency && value.currency !== currency) setCurrency(value.currency);
    // Only an outside change of the value resyncs: re-running on every keystroke would undo a half-typed amount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value.amount, value.currency]);
  const label = (uiSchema['ui:title'] as string | undefined) ?? schema.title ?? name;
  // An amount that cannot be read says so alone: the schema's "Required" that follows from it is no news to the user.
  const amountErrors = badAmount ? [translate('schemaUi.errors.amount')] : [...errorsOf(errorSchema?.amount), ...errorsOf(errorSchema)];
  const currencyErrors = errorsOf(errorSchema?.currency);
  const emit = (amountText: string, chosen: string) => {
    const units = toMinorUnits(amountText, undefined, language);
    setBadAmount(amountText.trim() !== '' && units === undefined);
    // No amount typed: the optional money stays absent; a bad one keeps the last good value out.
    onChange(amountText.trim() === '' ? undefined : units === undefined ? { currency: chosen } : { amount: units, currency: chosen }, fieldPathId.path);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={fieldPathId.$id}
        label={label}
        value={text}
        required={required}
        disabled={disabled}
        fullWidth
        error={amountErrors.length > 0}
        helperText={amountErrors.join(' ') || undefined}
        slotProps={{ htmlInput: { readOnly: readonly, inputMode: 'decimal' } }}
        onChange={(event) => {
          setText(event.target.value);
          emit(event.target.value, currency);
        }}
      />
      <TextField
        select
        id={`${fieldPathId.$id}-currency`}
        label={translate('subfields.currency')}
        value={currency}
        disabled={disabled || readonly}
        error={currencyErrors.length > 0}
        helperText={currencyErrors.join(' ') || undefined}
        sx={{ width: 200, flexShrink: 0 }}
        onChange={(event) => {
          setCurrency(event.target.value);
          if (text.trim()) emit(text, event.target.value);
        }}
      >
        {currencies.map((code) => (
          <MenuItem key={code} value={code}>
            {valueLabel(translate, 'currency', code)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
