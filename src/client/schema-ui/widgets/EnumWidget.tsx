import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { valueLabel } from '../labels';

/** A choice among a schema `enum`, each value read as `values.<field>.<value>`. */
export function EnumWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors = [], schema, options } = props;
  const translate = useTranslate();
  const field = (options.valuesKey as string | undefined) ?? name;
  const values = (options.enumOptions?.map((option) => option.value) ?? schema.enum ?? []) as unknown[];
  const noneLabel = translate('schemaUi.form.none');
  // A list whose own values include "None" (education) offers that answer, not a second "None"
  // that would clear the field.
  const offersEmpty = !required && !values.some((option) => valueLabel(translate, field, option) === noneLabel);

  return (
    <TextField
      select
      id={id}
      label={label}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      fullWidth
      error={rawErrors.length > 0}
      onChange={(event) => {
        const chosen = values.find((v) => String(v) === event.target.value);
        onChange(chosen === undefined ? undefined : chosen);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {offersEmpty && (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {values.map((option) => (
        <MenuItem key={String(option)} value={String(option)}>
          {valueLabel(translate, field, option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
