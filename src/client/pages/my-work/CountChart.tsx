import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from './my-work-view';

type Day = { day: string; count: number };

type Props<D extends Day> = {
  daily: readonly D[];
  /** The figure's text for screen readers (the total over the days). */
  summary: string;
  /** What the tooltip says of one day. */
  describe: (day: D) => string;
  /** Said instead of an empty chart. */
  none: string;
};

/**
 * Counts per day (approvals, declarations, decisions) as bars. Animation is off: a clerk
 * reloading the page all day should not watch bars grow, and screenshots must be stable.
 */
export function CountChart<D extends Day>({ daily, summary, describe, none }: Props<D>) {
  const theme = useTheme();
  if (!daily.some((day) => day.count > 0)) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <Box component="figure" role="img" aria-label={summary} sx={{ m: 0, width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...daily]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} width={48} />
          <Tooltip
            cursor={{ fill: theme.palette.action.hover }}
            content={({ active, payload }) =>
              active && payload?.[0] ? (
                <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1, borderRadius: 1 }}>
                  <Typography variant="body2">{describe(payload[0].payload as D)}</Typography>
                </Box>
              ) : null
            }
          />
          <Bar dataKey="count" fill={theme.palette.primary.main} radius={[2, 2, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
