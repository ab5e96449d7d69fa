import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../../domain/format';
import { PageHeader } from '../../schema-ui/views/PageHeader';
import type { ReportFilterValues } from './report-filters';

type Props<T> = {
  title: string;
  subtitle?: string;
  icon?: ComponentType;
  filters: ReportFilterValues;
  /** The filter bar (ReportFilterBar with the report's own filters as children). */
  filterBar: ReactNode;
  /** Buttons beside the title: the export. */
  actions?: ReactNode;
  result: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/**
 * The frame of every report: title, period, filters, then the figures, with the loading, failure
 * and refreshing states said in words.
 */
export function ReportLayout<T>({ title, subtitle, icon, filters, filterBar, actions, result, children }: Props<T>) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader title={title} subtitle={subtitle} icon={icon} actions={actions} />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }} data-testid="report-period">
        {translate('reports.periodLine', { from: formatDay(filters.from), to: formatDay(filters.to) })}
      </Typography>
      {filterBar}
      {result.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('reports.loading')}</Typography>
        </Box>
      ) : result.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" startIcon={<RefreshIcon />} disabled={result.isFetching} onClick={() => void result.refetch()}>
              {translate('reports.retry')}
            </Button>
          }
        >
          {translate('reports.failed')} {result.error instanceof Error ? result.error.message : ''}
        </Alert>
      ) : (
        <Box aria-busy={result.isFetching} sx={{ minWidth: 0 }}>
          <LinearProgress aria-label={translate('reports.loading')} sx={{ visibility: result.isFetching ? 'visible' : 'hidden', mb: 1 }} />
          {children(result.data)}
        </Box>
      )}
    </Box>
  );
}
