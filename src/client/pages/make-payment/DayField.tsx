import { TextField } from '@mui/material';
import { maskDateInput } from '../../schema-ui/dates';

type Props = { id: string; label: string; value: string; onChange: (text: string) => void; error?: string; required?: boolean };

/** A day typed DD/MM/YYYY (the slashes come as the digits do), as every date of the back office. */
export function DayField({ id, label, value, onChange, error, required }: Props) {
  return (
    <TextField
      id={id}
      fullWidth
      required={required}
      label={label}
      value={value}
      onChange={(event) => onChange(maskDateInput(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, placeholder: 'DD/MM/YYYY' } }}
    />
  );
}
