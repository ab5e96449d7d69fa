import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';

/** `key` where two choices may share a value (two zones of one name). */
export type ReportSelectOption = { value: string; label: string; key?: string };

type Props = {
  /** The select's id: its label is `<id>-label`. */
  id: string;
  label: string;
  /** The first choice, the empty value: no narrowing ('All zones'). */
  allLabel: string;
  options: readonly ReportSelectOption[];
  value: string;
  onChange: (value: string) => void;
  minWidth: number;
};

/**
 * One of a report's single-choice filters. A value from the address bar that is no longer among
 * the choices shows as "all" rather than as a blank the select cannot name.
 */
export function ReportSelectFilter({ id, label, allLabel, options, value, onChange, minWidth }: Props) {
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={options.some((option) => option.value === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        displayEmpty
        notched
      >
        <MenuItem value="">{allLabel}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.key ?? option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
