import { Box, FormHelperText } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { displayToIso, isoToDisplay } from './dates';
import { DateWidget } from './widgets/DateWidget';

type Props = {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  size?: 'small';
  onChange: (value: string) => void;
};

/**
 * A day typed DD/MM/YYYY outside a schema form: the schema engine's date widget, so days read and
 * type the same on every screen. Its value is ISO once the text is a real day, the text as typed
 * before that.
 */
export function DayField({ id, label, value, required = false, disabled = false, error, size, onChange }: Props) {
  const props = {
    id,
    options: { size },
    label,
    value,
    required,
    disabled,
    rawErrors: error ? [error] : [],
    onChange: (next: string | undefined) => onChange(next ?? ''),
    onBlur: () => undefined,
    onFocus: () => undefined,
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <DateWidget {...(props as unknown as WidgetProps)} />
      {error && (
        <FormHelperText error id={`${id}-error`}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a day field's value is a whole day (ISO), not text still being typed. */
export const isWholeDay = (value: string) => ISO_DAY.test(value);

/** For a form that keeps the day as DD/MM/YYYY text: that text as the field's value… */
export const dayTextToField = (text: string) => displayToIso(text) ?? text;

/** …and the field's value back as DD/MM/YYYY text. */
export const dayTextFromField = (value: string) => (ISO_DAY.test(value) ? isoToDisplay(value) : value);
