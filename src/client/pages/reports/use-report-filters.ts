import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, localToday, reportSearch, type ReportFilterValues } from './report-filters';

/**
 * A report's filters, kept in the address bar: reloading, sharing the link or going back shows
 * the same view. `extraNames` are the report's own query parameters.
 */
export function useReportFilters(extraNames: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const key = extraNames.join(',');
  const filters = useMemo(() => filtersFromSearch(search, localToday(), key ? key.split(',') : []), [search, key]);
  const setFilters = (next: ReportFilterValues) => setSearch(new URLSearchParams(reportSearch(next)), { replace: true });
  return { filters, setFilters, query: reportSearch(filters) };
}
