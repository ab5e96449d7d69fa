import { Box, Paper, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { ResponsiveContainer } from 'recharts';

type Props = {
  title: string;
  /** What the chart says, for screen readers (the figure is one image to them). */
  summary: string;
  /** False when there is nothing to draw: the frame then says so instead of showing empty axes. */
  hasData: boolean;
  height?: number;
  children: ReactElement;
};

/**
 * A titled chart. Charts never animate (turn it off on every series with isAnimationActive={false}):
 * a manager reloading a report should not watch bars grow, and screenshots must be stable.
 */
export function ChartFrame({ title, summary, hasData, height = 260, children }: Props) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {hasData ? (
        <Box component="figure" role="img" aria-label={summary} sx={{ m: 0, width: '100%', height }}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('reports.chartNone')}</Typography>
      )}
    </Paper>
  );
}
