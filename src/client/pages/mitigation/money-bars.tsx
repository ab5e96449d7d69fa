import type { Theme } from '@mui/material/styles';
import { Bar, Legend, Tooltip } from 'recharts';

/**
 * The tooltip, legend and taxed, collected and outstanding bars both money charts draw, in the
 * same colours. A list of elements rather than a component: the chart reads its bars as its own children.
 */
export function moneyBars(theme: Theme, label: (figure: string) => string, money: (amount: number) => string) {
  return [
    <Tooltip key="tooltip" formatter={(value) => money(Number(value))} />,
    <Legend key="legend" />,
    <Bar key="taxed" dataKey="taxed" name={label('taxed')} fill={theme.palette.primary.main} isAnimationActive={false} />,
    <Bar key="collected" dataKey="collected" name={label('collected')} fill={theme.palette.success.main} isAnimationActive={false} />,
    <Bar key="outstanding" dataKey="outstanding" name={label('outstanding')} fill={theme.palette.warning.main} isAnimationActive={false} />,
  ];
}
