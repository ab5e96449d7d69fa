import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import { recovermentApi, type TaskState } from './recoverment-api';
import { STAGE_COUNTS } from './StageTabs';

/** How often a running summons issue is read again: often enough to see the bar move. */
const POLL_MS = 1000;
const RUNNING = new Set(['notStarted', 'inProgress']);

function StateView({ task }: { task: TaskState }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`recoverment.task.${key}`, options);
  const percent = task.total > 0 ? Math.round((task.done / task.total) * 100) : 0;
  switch (task.status) {
    case 'notStarted':
      return <Alert severity="info">{t('notStarted')}</Alert>;
    case 'inProgress':
      return (
        <Stack spacing={1}>
          <Alert severity="info">{t('inProgress', { done: task.done, total: task.total })}</Alert>
          <LinearProgress variant="determinate" value={percent} aria-label={t('progress', { percent })} />
        </Stack>
      );
    case 'completed':
      return (
        <Alert severity="success">
          {t('completed', { issued: task.counts.issued ?? 0, skipped: task.counts.skipped ?? 0, failed: task.counts.failed ?? 0 })}
        </Alert>
      );
    case 'notFound':
      return <Alert severity="warning">{t('notFound')}</Alert>;
    default:
      return <Alert severity="error">{t('failed')}</Alert>;
  }
}

/**
 * The summons issue the receveur just started: the 'started' confirmation, then its progress read
 * until it ends; at the end the list and the stage counts are read again (notes moved to summoned).
 */
export function SummonsTaskProgress({ started }: { started: TaskState }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['summons-task', started._key],
    queryFn: () => recovermentApi.task(started._key),
    initialData: started,
    retry: false,
    refetchInterval: (current) => (RUNNING.has(current.state.data?.status ?? '') ? POLL_MS : false),
  });
  const ended = query.data && !RUNNING.has(query.data.status);
  useEffect(() => {
    if (!ended) return;
    refresh();
    void queryClient.invalidateQueries({ queryKey: [STAGE_COUNTS] });
  }, [ended, refresh, queryClient]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summons-task-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="summons-task-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('recoverment.task.title')}
      </Typography>
      <Stack spacing={1} aria-live="polite">
        <Alert severity="success">
          {translate('recoverment.task.started', {
            smart_count: started.total || Number((started as { params?: { noteKeys?: unknown[] } }).params?.noteKeys?.length ?? 0),
          })}
        </Alert>
        {query.isError ? (
          <RetryAlert retryLabel={translate('recoverment.task.retry')} retrying={query.isFetching} onRetry={() => void query.refetch()}>
            {translate('recoverment.task.failedToLoad')}
          </RetryAlert>
        ) : query.data ? (
          <StateView task={query.data} />
        ) : (
          <LoadingStatus label={translate('recoverment.task.loading')} />
        )}
      </Stack>
    </Paper>
  );
}
