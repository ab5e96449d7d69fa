import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatMoney, formatNumber } from '../../../domain/format';
import type { MyWork } from '../../providers/my-work-methods';
import { CountChart } from './CountChart';
import { shortDay } from './my-work-view';

type Daily = NonNullable<MyWork['created']>['daily'];
type Day = Daily[number];

/**
 * Notes created per day over the last 30 days: the count chart every /my-work section draws,
 * whose tooltip also names the day's amounts in both currencies.
 */
export function DailyChart({ daily, language }: { daily: Daily; language: Language }) {
  const translate = useTranslate();
  const total = daily.reduce((sum, day) => sum + day.count, 0);
  const describe = (day: Day) =>
    translate('myWork.chart.bar', {
      day: shortDay(day.day),
      smart_count: day.count,
      count: formatNumber(day.count, language),
      usd: formatMoney({ amount: day.USD, currency: 'USD' }, language),
      cdf: formatMoney({ amount: day.CDF, currency: 'CDF' }, language),
    });
  return (
    <CountChart
      daily={daily}
      summary={translate('myWork.chart.summary', { smart_count: total, count: formatNumber(total, language) })}
      describe={describe}
      none={translate('myWork.chart.none')}
    />
  );
}
