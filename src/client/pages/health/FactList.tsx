import { Box, Typography } from '@mui/material';

/** A label and its value; rows without a value are left out rather than shown empty. */
export type FactRow = [label: string, value: string | null | undefined];

/** A record's facts as a definition list: label above value, two columns when there is room. */
export function FactList({ rows }: { rows: FactRow[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, m: 0 }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
