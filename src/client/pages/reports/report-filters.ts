import { lastDays, monthOf, quarterOf, yearOf, type ReportRange } from '../../../domain/report-range';

/** The filters every report screen shares, as kept in the address bar so a link reproduces the view. */
export type ReportFilterValues = ReportRange & {
  /** Empty: the project picked in the top bar. */
  projectKeys: string[];
  zone: string;
  /** A report's own filters (bank, method, tax type, category…), by query parameter name. */
  extra: Record<string, string>;
};

/** The filters with one of the report's own set (an empty value removes it from the query). */
export const withExtra = (filters: ReportFilterValues, name: string, value: string): ReportFilterValues => ({
  ...filters,
  extra: { ...filters.extra, [name]: value },
});

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear', 'last30Days'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Today in the browser's time zone, as the clerk's calendar says it. */
export function localToday(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The period a preset stands for, on a given day. */
export function presetRange(preset: PeriodPreset, today: string): ReportRange {
  switch (preset) {
    case 'thisMonth':
      return monthOf(today);
    case 'lastMonth':
      return monthOf(previousMonthDay(today));
    case 'thisQuarter':
      return quarterOf(today);
    case 'thisYear':
      return yearOf(today);
    case 'last30Days':
      return lastDays(today, 30);
  }
}

/** A day of the month before `day`'s month. */
function previousMonthDay(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/** The preset a period matches, if any (the picker shows "custom" otherwise). */
export function presetOf(range: ReportRange, today: string): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const COMMON = new Set(['from', 'to', 'projectKeys', 'zone']);

/** The filters read from the address bar; what is missing or malformed takes the default (this month). */
export function filtersFromSearch(search: URLSearchParams, today: string, extraNames: readonly string[] = []): ReportFilterValues {
  const fallback = monthOf(today);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const valid = ISO_DAY.test(from) && ISO_DAY.test(to);
  const extra: Record<string, string> = {};
  for (const name of extraNames) {
    const value = search.get(name);
    if (value && !COMMON.has(name)) extra[name] = value;
  }
  return {
    from: valid ? from : fallback.from,
    to: valid ? to : fallback.to,
    projectKeys: (search.get('projectKeys') ?? '').split(',').filter(Boolean),
    zone: search.get('zone') ?? '',
    extra,
  };
}

/** The query string a report route takes (and the address bar keeps): empty filters left out. */
export function reportSearch(filters: ReportFilterValues): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.projectKeys.length) params.set('projectKeys', filters.projectKeys.join(','));
  if (filters.zone) params.set('zone', filters.zone);
  for (const [name, value] of Object.entries(filters.extra)) if (value) params.set(name, value);
  return params.toString();
}
