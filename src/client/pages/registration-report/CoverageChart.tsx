import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../domain/format';
import type { CoverageRow } from '../../../domain/registration-report';
import { ChartFrame } from '../reports/ChartFrame';
import { valueLabel } from './registration-view';
import { useLanguage } from '../../providers/use-language';

type Props = { title: string; dimension: string; rows: readonly CoverageRow[] };

const BAR_HEIGHT = 30;

/** Registered beside taxed for each group, as horizontal bars so long zone names stay readable on a phone. */
export function CoverageChart({ title, dimension, rows }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const language = useLanguage();
  const data = rows.map((row) => ({ name: valueLabel(translate, dimension, row.key), registered: row.registered, taxed: row.taxed }));
  const summary = translate('registrationReports.charts.coverageSummary', {
    title,
    groups: data
      .map((row) =>
        translate('registrationReports.charts.group', {
          name: row.name,
          taxed: formatNumber(row.taxed, language),
          registered: formatNumber(row.registered, language),
        }),
      )
      .join('; '),
  });
  return (
    <ChartFrame title={title} summary={summary} hasData={data.length > 0} height={Math.max(160, data.length * BAR_HEIGHT + 70)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 4 }} barCategoryGap={4}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={theme.palette.divider} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip formatter={(value) => formatNumber(value, language)} />
        <Legend />
        <Bar dataKey="registered" name={translate('registrationReports.charts.registered')} fill={theme.palette.primary.light} isAnimationActive={false} />
        <Bar dataKey="taxed" name={translate('registrationReports.charts.taxed')} fill={theme.palette.success.main} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
