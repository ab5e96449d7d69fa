import { Alert, Box, Button, CircularProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { RetryAlert } from '../../layout/QueryStatus';
import type { CallCenterMethods, CallQueueRow } from '../../providers/call-center-methods';
import { CallNoteDialog } from './CallNoteDialog';
import { EMPTY_FILTERS, queueFilter, QueueFilters, type QueueFilterValues } from './QueueFilters';
import { QueueRows } from './QueueRows';

const PER_PAGE = 25;
/** These orders read best largest first; the others in their natural order. */
const DESCENDING = new Set(['daysOverdue', 'remaining']);
/** The queue is read again now and then: other agents take notes and log calls meanwhile. */
const REFRESH_MS = 30_000;

/**
 * /call-center: the unpaid notes to chase, most urgent first. Opening one holds it for the agent
 * (another agent sees who has it) and shows its phones, its calls and the call-log form.
 */
export function CallCenterPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const dataProvider = useDataProvider<DataProvider & CallCenterMethods>();
  const [filters, setFilters] = useState<QueueFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<CallQueueRow>();
  const changeFilters = useCallback((values: QueueFilterValues) => {
    setFilters(values);
    setPage(1);
  }, []);
  const query = useQuery({
    queryKey: ['callCenter', 'queue', filters, page],
    queryFn: () =>
      dataProvider.getCallQueue({ page, perPage: PER_PAGE, sort: [filters.sort, DESCENDING.has(filters.sort) ? 'DESC' : 'ASC'], filter: queueFilter(filters) }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total;
  const hasNext = total === undefined ? rows.length === PER_PAGE : page * PER_PAGE < total;
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1400, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('callCenter.page.title')}
        </Typography>
        <Typography color="text.secondary">{translate('callCenter.page.intro')}</Typography>
      </Box>
      <QueueFilters values={filters} onChange={changeFilters} />
      {query.isPending && <CircularProgress aria-label={translate('callCenter.queue.loading')} />}
      {query.isError && (
        <RetryAlert retryLabel={translate('callCenter.queue.retry')} onRetry={() => void query.refetch()}>
          {translate('callCenter.queue.failed')}
        </RetryAlert>
      )}
      {query.isSuccess && rows.length === 0 && <Alert severity="info">{translate('callCenter.queue.empty')}</Alert>}
      {rows.length > 0 && <QueueRows rows={rows} isPhone={isPhone} onOpen={setOpened} />}
      {(page > 1 || hasNext) && (
        <Stack direction="row" spacing={1} alignItems="center" component="nav" aria-label={translate('callCenter.queue.label')}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {translate('callCenter.queue.previous')}
          </Button>
          <Typography>{translate('callCenter.queue.page', { page })}</Typography>
          <Button disabled={!hasNext} onClick={() => setPage(page + 1)}>
            {translate('callCenter.queue.next')}
          </Button>
        </Stack>
      )}
      {opened && (
        <CallNoteDialog
          row={opened}
          onClose={() => {
            setOpened(undefined);
            void query.refetch();
          }}
        />
      )}
    </Box>
  );
}
