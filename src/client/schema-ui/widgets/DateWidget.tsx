import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { displayToIso, isoToDisplay, maskDateInput } from '../dates';

/**
 * A date typed and shown DD/MM/YYYY whose value is ISO yyyy-mm-dd. Text that is no real
 * date is passed on as typed, so ajv's `format: date` flags it with the usual message.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors = [], autofocus, options } = props;
  const translate = useTranslate();
  const [text, setText] = useState(isoToDisplay(value));
  useEffect(() => {
    // Follow a value set from outside (reset, record loaded), not our own partial typing: while a
    // date is typed key by key the value is the text itself ('14/0'), and must not wipe it.
    setText((current) =>
      value === current || displayToIso(current) === value || (value === undefined && !displayToIso(current)) ? current : isoToDisplay(value),
    );
  }, [value]);

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      fullWidth
      // A filter bar's selects are small: a day typed beside them matches their height.
      size={options?.size === 'small' ? 'small' : 'medium'}
      error={rawErrors.length > 0}
      placeholder={translate('schemaUi.widgets.datePlaceholder')}
      slotProps={{ htmlInput: { readOnly: readonly, inputMode: 'numeric' } }}
      onChange={(event) => {
        const typed = maskDateInput(event.target.value);
        setText(typed);
        onChange(typed ? (displayToIso(typed) ?? typed) : undefined);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
