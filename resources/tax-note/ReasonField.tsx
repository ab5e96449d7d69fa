import { TextField } from '@mui/material';

type Props = {
  label: string;
  missingText: string;
  value: string;
  onChange: (value: string) => void;
  showMissing: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
};

/** Whether a typed reason is still empty: blanks alone are no reason. */
export const reasonMissing = (reason: string) => reason.trim() === '';

/** The reason a step of a note or a payment asks for: several lines, required, at most 500 characters. */
export function ReasonField({ label, missingText, value, onChange, showMissing, autoFocus, onBlur }: Props) {
  const error = showMissing && reasonMissing(value);
  return (
    <TextField
      autoFocus={autoFocus}
      fullWidth
      multiline
      required
      minRows={3}
      margin="dense"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
      helperText={error ? missingText : ' '}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
