import type { ComponentType, ReactNode } from 'react';
import type { ReportFilterValues } from '../reports/report-filters';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { ReportLayout } from '../reports/ReportLayout';
import { useReportData } from '../reports/use-report-data';
import { useReportFilters } from '../reports/use-report-filters';

type Props<T> = {
  name: string;
  title: string;
  subtitle: string;
  icon: ComponentType;
  ownFilters?: readonly string[];
  fetch: (query: string) => Promise<T>;
  ownFilterBar?: (filters: ReportFilterValues, onChange: (next: ReportFilterValues) => void, data: T | undefined) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The shared report frame (filters in the address bar, loading, failure, refreshing) without an
 * export button: the health indicator panels are figures on screen; the registers have their exports.
 */
export function HealthReportFrame<T>({ name, title, subtitle, icon, ownFilters = [], fetch, ownFilterBar, children }: Props<T>) {
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
      result={result}
    >
      {children}
    </ReportLayout>
  );
}
