import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/** A labelled row of radios: a named radiogroup for assistive technology and for the tests. */
export function UserRadioGroup({ label, value, options, onChange, required, disabled, helperText }: Props) {
  const id = useId();
  return (
    <FormControl required={required} disabled={disabled} error={Boolean(helperText)} sx={{ flexShrink: 0 }}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
