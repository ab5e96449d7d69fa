import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Language } from '../../../domain/constants';
import { formatMoney, formatNumber } from '../../../domain/format';
import type { MyWork } from '../../providers/my-work-methods';
import { shortDay } from './my-work-view';

type Daily = NonNullable<MyWork['created']>['daily'];
type Day = Daily[number];

/**
 * Notes created per day over the last 30 days. Animation is off: a clerk reloading the page all
 * day should not watch bars grow, and screenshots must be stable. The figure carries a summary
 * for screen readers; the tooltip names the day's count and amounts in both currencies.
 */
export function DailyChart({ daily, language }: { daily: Daily; language: Language }) {
  const translate = useTranslate();
  const theme = useTheme();
  const total = daily.reduce((sum, day) => sum + day.count, 0);
  const describe = (day: Day) =>
    translate('myWork.chart.bar', {
      day: shortDay(day.day),
      smart_count: day.count,
      count: formatNumber(day.count, language),
      usd: formatMoney({ amount: day.USD, currency: 'USD' }, language),
      cdf: formatMoney({ amount: day.CDF, currency: 'CDF' }, language),
    });
  if (total === 0) return <Typography color="text.secondary">{translate('myWork.chart.none')}</Typography>;
  return (
    <Box
      component="figure"
      role="img"
      aria-label={translate('myWork.chart.summary', { smart_count: total, count: formatNumber(total, language) })}
      sx={{ m: 0, width: '100%', height: 240 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} width={48} />
          <Tooltip
            cursor={{ fill: theme.palette.action.hover }}
            content={({ active, payload }) =>
              active && payload?.[0] ? (
                <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1, borderRadius: 1 }}>
                  <Typography variant="body2">{describe(payload[0].payload as Day)}</Typography>
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
