import type { ComponentType, ReactNode } from 'react';
import { ServerExportButton } from '../../exports/ServerExportButton';
import type { ReportFilterValues } from './report-filters';
import { ClosedPeriodNotice } from './ClosedPeriodNotice';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportLayout } from './ReportLayout';
import { useReportData } from './use-report-data';
import { useReportFilters } from './use-report-filters';

type Props<T> = {
  /** Names the report's figures in the query cache. */
  name: string;
  title: string;
  subtitle: string;
  icon: ComponentType;
  /** The report's own query parameters, beside the period, projects and zone every report has. */
  ownFilters: readonly string[];
  fetch: (query: string) => Promise<T>;
  /** The report's export route, relative to the API ('reports/mitigation/export'), and what it holds. */
  exportPath: string;
  exportName: string;
  /** The report's own filters, set beside the shared ones; `data` is undefined until the first figures. */
  ownFilterBar?: (filters: ReportFilterValues, onChange: (next: ReportFilterValues) => void, data: T | undefined) => ReactNode;
  children: (data: T, filters: ReportFilterValues) => ReactNode;
  /** A money report: says which months of its period are closed (their figures are final). */
  closedPeriods?: boolean;
};

/**
 * A whole report screen: the filters kept in the address bar, the figures they ask for, the
 * export of those same filters, and the frame around them. A report gives what is its own.
 */
export function ReportPage<T>({
  name,
  title,
  subtitle,
  icon,
  ownFilters,
  fetch,
  exportPath,
  exportName,
  ownFilterBar,
  children,
  closedPeriods = false,
}: Props<T>) {
  const { filters, setFilters, query } = useReportFilters(ownFilters);
  const result = useReportData(name, query, fetch);
  return (
    <ReportLayout
      title={title}
      subtitle={subtitle}
      icon={icon}
      filters={filters}
      filterBar={
        <ReportFilterBar filters={filters} onChange={setFilters}>
          {ownFilterBar?.(filters, setFilters, result.data)}
        </ReportFilterBar>
      }
      actions={
        <ServerExportButton
          path={exportPath}
          params={Object.fromEntries(new URLSearchParams(query))}
          name={exportName}
          variant="outlined"
          disabled={!result.data}
        />
      }
      result={result}
    >
      {(data) => (
        <>
          {closedPeriods && <ClosedPeriodNotice from={filters.from} to={filters.to} />}
          {children(data, filters)}
        </>
      )}
    </ReportLayout>
  );
}
