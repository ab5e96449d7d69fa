import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { SUPPRESSED_LABEL } from '../../../domain/gbv-report';
import { formatNumber } from '../../../domain/format';
import { useLanguage } from '../../providers/use-language';
import { ChartFrame } from '../reports/ChartFrame';
import { barColour, SUPPRESSED_STRIPES } from './colour-scale';

/** One bar: a count, or null for a hidden GBV count (1 to 4). */
export type CountBar = { key: string; name: string; count: number | null };

type Props = {
  title: string;
  bars: readonly CountBar[];
  /** Horizontal bars for long names (hospitals, zones); columns for months and short categories. */
  horizontal?: boolean;
  testId?: string;
};

/** Room for a long name (a hospital, a zone) on three lines beside its bar. */
const BAR_HEIGHT = 48;

/**
 * Counts as bars coloured by their value on the sequential scale the legend above explains (every
 * chart, categories too, so the legend is never wrong), each labelled with its figure so no colour
 * has to be read alone. A hidden count is a short hatched bar labelled "<5", as the legend shows it:
 * never a height that would tell the number, and no number scale when every count is hidden.
 */
export function CountBarChart({ title, bars, horizontal = false, testId }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const language = useLanguage();
  const max = Math.max(0, ...bars.map((bar) => bar.count ?? 0));
  const shown = (count: number | null) => (count === null ? SUPPRESSED_LABEL : formatNumber(count, language));
  // A hidden count is drawn at a fixed small length, the same for every hidden bar.
  const data = bars.map((bar) => ({ ...bar, value: bar.count ?? (max > 0 ? max * 0.06 : 1), label: shown(bar.count) }));
  const summary = translate('healthReports.chartSummary', {
    title,
    groups: bars.map((bar) => translate('healthReports.chartGroup', { name: bar.name, count: shown(bar.count) })).join('; '),
  });
  const hatchId = `hidden-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const fillOf = (bar: CountBar) => (bar.count === null ? `url(#${hatchId})` : barColour(bar.count, max));
  const hasData = bars.some((bar) => bar.count !== 0);
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };
  // Every count hidden: a number scale would give the placeholder bars a value to read.
  const numberTick = max > 0 ? tick : false;
  return (
    <div data-testid={testId}>
      <ChartFrame title={title} summary={summary} hasData={hasData} height={horizontal ? Math.max(140, bars.length * BAR_HEIGHT + 40) : 240}>
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 18, right: horizontal ? 40 : 8, bottom: 0, left: 4 }}
          barCategoryGap={4}
        >
          <defs>
            <pattern id={hatchId} patternUnits="userSpaceOnUse" width={8} height={8} patternTransform="rotate(45)">
              <rect width={8} height={8} fill={SUPPRESSED_STRIPES[1]} />
              <rect width={4} height={8} fill={SUPPRESSED_STRIPES[0]} />
            </pattern>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} horizontal={!horizontal} vertical={horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} tick={numberTick} />
              <YAxis type="category" dataKey="name" width={130} tick={{ ...tick, fontSize: 11 }} interval={0} />
            </>
          ) : (
            <>
              {/* Every category named when they are few (delivery types, genders); months thin out on a phone. */}
              <XAxis dataKey="name" tick={tick} interval={bars.length <= 6 ? 0 : 'preserveStartEnd'} />
              <YAxis allowDecimals={false} width={40} tick={numberTick} />
            </>
          )}
          <Tooltip formatter={(_value, _name, item) => [(item.payload as { label: string }).label, title]} />
          <Bar dataKey="value" isAnimationActive={false}>
            {data.map((bar) => (
              <Cell key={bar.key} fill={fillOf(bar)} />
            ))}
            <LabelList dataKey="label" position={horizontal ? 'right' : 'top'} style={{ fontSize: 11, fill: theme.palette.text.primary }} />
          </Bar>
        </BarChart>
      </ChartFrame>
    </div>
  );
}
