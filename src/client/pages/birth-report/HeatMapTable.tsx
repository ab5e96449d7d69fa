import { Box, Paper, Typography } from '@mui/material';
import { SUPPRESSED_LABEL } from '../../../domain/gbv-report';
import { formatNumber } from '../../../domain/format';
import { useLanguage } from '../../providers/use-language';
import { sequentialColour, SUPPRESSED_FILL, textOn } from './colour-scale';

export type HeatMapAxis = { key: string; label: string };

type Props = {
  title: string;
  /** Said to screen readers as the table's caption: what rows, columns and colours mean. */
  caption: string;
  corner: string;
  /** The row totals' header; without it, no totals column (hidden counts cannot be added up). */
  totalLabel?: string;
  rows: readonly HeatMapAxis[];
  columns: readonly HeatMapAxis[];
  /** A cell's count; null for a hidden count. */
  value: (row: string, column: string) => number | null;
  testId?: string;
};

/**
 * A colour map as a real table: every cell carries its number and a colour from the sequential
 * scale, so the pattern shows at a glance and the figures stay readable (and read aloud). Row
 * totals close each line when asked for. It scrolls inside its frame on a phone, never the page.
 */
export function HeatMapTable({ title, caption, corner, totalLabel, rows, columns, value, testId }: Props) {
  const language = useLanguage();
  const max = Math.max(0, ...rows.flatMap((row) => columns.map((column) => value(row.key, column.key) ?? 0)));
  const cellSx = { px: 1, py: 0.5, textAlign: 'right', whiteSpace: 'nowrap', fontSize: 13, border: '1px solid', borderColor: 'background.paper' } as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Box component="table" data-testid={testId} sx={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cellSx, textAlign: 'left' }}>
                {corner}
              </Box>
              {columns.map((column) => (
                <Box
                  component="th"
                  scope="col"
                  key={column.key}
                  sx={{ ...cellSx, fontWeight: 600, maxWidth: 140, whiteSpace: 'normal', verticalAlign: 'bottom' }}
                >
                  {column.label}
                </Box>
              ))}
              {totalLabel && (
                <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 700 }}>
                  {totalLabel}
                </Box>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const counts = columns.map((column) => value(row.key, column.key));
              const total = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
              return (
                <tr key={row.key}>
                  <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left', fontWeight: 600 }}>
                    {row.label}
                  </Box>
                  {counts.map((count, index) => (
                    <Box
                      component="td"
                      key={columns[index].key}
                      sx={{
                        ...cellSx,
                        background: count === null ? SUPPRESSED_FILL : sequentialColour(count, max),
                        color: count === null ? '#000000' : textOn(count, max),
                      }}
                    >
                      {count === null ? SUPPRESSED_LABEL : formatNumber(count, language)}
                    </Box>
                  ))}
                  {totalLabel && (
                    <Box component="td" sx={{ ...cellSx, fontWeight: 700 }}>
                      {formatNumber(total, language)}
                    </Box>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
    </Paper>
  );
}
