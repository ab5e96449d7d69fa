import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Alert, Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { defaultRegenerationYear, regenerationYears } from '../../../domain/regeneration';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import { useSession } from '../../providers/use-session';
import { regenerationApi, type RegenerationState } from './regeneration-api';
import { useNotifySuccess } from '../../providers/use-notify-success';

const t = (key: string) => `regeneration.${key}`;
/** How often a running regeneration is read again: often enough to see the bar move. */
const POLL_MS = 2000;
const RUNNING = new Set(['started', 'inProgress']);
const COUNT_NAMES = ['created', 'skipped', 'invalidItems', 'failed'] as const;

function Counts({ state }: { state: RegenerationState }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 0.5, m: 0 }}>
      {COUNT_NAMES.map((name) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(t(`counts.${name}`))}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {state.counts[name] ?? 0}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function StateView({ state }: { state: RegenerationState }) {
  const translate = useTranslate();
  const percent = state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
  switch (state.status) {
    case 'notStarted':
      return <Alert severity="info">{translate(t('status.notStarted'), { year: state.year })}</Alert>;
    case 'started':
      return (
        <Stack spacing={1}>
          <Alert severity="info">{translate(t('status.started'), { year: state.year })}</Alert>
          <LinearProgress aria-label={translate(t('status.started'), { year: state.year })} />
        </Stack>
      );
    case 'inProgress':
      return (
        <Stack spacing={1}>
          <Alert severity="info">{translate(t('status.inProgress'), { year: state.year, done: state.done, total: state.total })}</Alert>
          <LinearProgress variant="determinate" value={percent} aria-label={translate(t('progress'), { percent })} />
          <Counts state={state} />
        </Stack>
      );
    case 'completed':
      return (
        <Stack spacing={1}>
          <Alert severity="success">{translate(t('status.completed'), { year: state.year, name: state.startedByName })}</Alert>
          <Counts state={state} />
        </Stack>
      );
    case 'notFound':
      return <Alert severity="warning">{translate(t('status.notFound'), { year: state.year })}</Alert>;
    default:
      return <Alert severity="error">{translate(t('status.failed'), { year: state.year })}</Alert>;
  }
}

/**
 * Starts the regeneration of a past year's property notes into the current year and follows it:
 * the server runs it in the background, so the panel reads its state until it ends.
 */
export function RegenerationPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const { projectKey } = useSession();
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const [year, setYear] = useState(() => defaultRegenerationYear(now));
  const [confirming, setConfirming] = useState(false);
  const queryKey = ['regeneration', projectKey, year];
  const query = useQuery({
    queryKey,
    queryFn: () => regenerationApi.read(year),
    retry: false,
    // Followed until it ends: a start is answered 'started' before a runner picks it up.
    refetchInterval: (current) => (RUNNING.has(current.state.data?.status ?? '') ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () => regenerationApi.start(year),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKey, state);
      setConfirming(false);
      notifySuccess('regeneration.started', { messageArgs: { year } });
    },
    onError: (error) => {
      setConfirming(false);
      notify(error instanceof Error ? error.message : 'errors.generic', { type: 'error' });
    },
  });
  const status = query.data?.status;
  const canStart = status === 'notStarted' || status === 'failed';

  return (
    <Paper variant="outlined" component="section" aria-labelledby="regeneration-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Typography id="regeneration-title" component="h2" variant="h6">
            {translate(t('title'))}
          </Typography>
          <Typography color="text.secondary">{translate(t('help'))}</Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={translate(t('year'))}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {regenerationYears(now).map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" startIcon={<AutorenewIcon />} disabled={!canStart || start.isPending} onClick={() => setConfirming(true)}>
            {translate(t('start'))}
          </Button>
        </Stack>
        {query.isPending ? (
          <LoadingStatus label={translate(t('loading'))} />
        ) : query.isError ? (
          <RetryAlert retryLabel={translate(t('retry'))} retrying={query.isFetching} onRetry={() => void query.refetch()}>
            {translate(t('failedToLoad'))} {query.error instanceof Error ? query.error.message : ''}
          </RetryAlert>
        ) : (
          <StateView state={query.data} />
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={start.isPending}
        title={translate(t('confirmTitle'), { year })}
        content={translate(t('confirmContent'), { year, current: now.getUTCFullYear() })}
        confirm={translate(t('start'))}
        cancel={translate(t('cancel'))}
        onConfirm={() => start.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
