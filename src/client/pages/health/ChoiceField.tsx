import { MenuItem, TextField } from '@mui/material';

/** One option of a choice list: the value sent and the translated name shown. */
export type Choice = { id: string; name: string };

type Props = {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  required?: boolean;
  /** The translated problem, shown under the field. */
  error?: string;
  onChange: (value: string) => void;
};

/** A select field of a health form, its problem under it. */
export function ChoiceField({ id, label, value, choices, required = true, error, onChange }: Props) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
