import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput } from 'react-admin';
import { DayField, isWholeDay } from './DayField';

type Props = { source: string; label: string; alwaysOn?: boolean };

/**
 * A list filter on a day, typed DD/MM/YYYY like every other day of the product (react-admin's
 * DateInput shows the browser's own format, often US, beside our French days). The list's filter
 * changes once the day is whole or cleared, not on each keystroke, so a half-typed day never
 * reaches the server as a malformed filter. `alwaysOn` is read by react-admin's filter bar.
 */
export function DayFilterInput({ source, label }: Props) {
  const { field, id } = useInput({ source, parse: (day: string) => day || null });
  const kept = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(kept);
  // Follow a filter set from outside (cleared, restored from the address bar).
  useEffect(() => setText((current) => (isWholeDay(current) || !current ? kept : current)), [kept]);
  return (
    // The filter bar lays inputs out in a row; a day field keeps a readable width there.
    <Box sx={{ width: { xs: '100%', sm: 170 } }}>
      <DayField
        id={id}
        size="small"
        label={label}
        value={text}
        onChange={(value) => {
          setText(value);
          if (!value) field.onChange(null);
          else if (isWholeDay(value)) field.onChange(value);
        }}
      />
    </Box>
  );
}
