import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDayTime, formatNumber } from '../../src/domain/format';
import { SUPPRESSED_LABEL } from '../../src/domain/gbv-report';
import { useLanguage } from '../../src/client/providers/use-language';
import { fetchHealthOverview, type HealthOverview } from './health-overview-api';

type Line = [label: string, count: number];

/** One figure: its name, its number, the lines that break it down. */
function Figure({
  id,
  label,
  value,
  lines = [],
  hint,
  children,
}: {
  id: string;
  label: string;
  value: string;
  lines?: Line[];
  hint?: string;
  children?: ReactNode;
}) {
  const language = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`health-overview-${id}`}>
      <Typography component="h3" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      {lines.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, rowGap: 0.25 }}>
          {lines.map(([name, count]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
                {formatNumber(count, language)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** The health project's figures: hospitals, this year's births and deaths, open GBV cases, the registry transmission. */
export function HealthOverviewFigures({ projectKey }: { projectKey: string }) {
  const translate = useTranslate();
  const language = useLanguage();
  const overview = useQuery({ queryKey: ['healthOverview', projectKey], queryFn: () => fetchHealthOverview(projectKey), retry: false });
  const t = (key: string, options?: object) => translate(`projects.overview.health.${key}`, options);
  if (overview.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  if (overview.isError)
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" startIcon={<RefreshIcon />} onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed')}
      </Alert>
    );
  const data: HealthOverview = overview.data;
  const count = (value: number) => formatNumber(value, language);
  const { transmission } = data;
  return (
    <Box component="section" aria-labelledby="health-overview-title" sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}>
        <Typography id="health-overview-title" component="h2" variant="h6">
          {t('title')} · {t('year', { year: data.year })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to="/birth-registration-report" size="small" variant="outlined">
            {t('birthReport')}
          </Button>
          <Button component={Link} to="/gbv-registration-report" size="small" variant="outlined">
            {t('gbvReport')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' }}>
        <Figure id="hospitals" label={t('hospitals')} value={count(data.hospitals)} />
        <Figure
          id="births"
          label={t('births')}
          value={count(data.births.total)}
          lines={[
            [t('birthsWaiting'), data.births.waitingForApproval],
            [t('birthsApproved'), data.births.approved],
            [t('birthsSynced'), data.births.synced],
            [t('birthsRejected'), data.births.rejected],
          ]}
        />
        <Figure
          id="deaths"
          label={t('deaths')}
          value={count(data.deaths.total)}
          lines={[
            [t('deathsWaiting'), data.deaths.waitingForApproval],
            [t('deathsApproved'), data.deaths.approved],
            [t('deathsRejected'), data.deaths.rejected],
          ]}
        />
        <Figure
          id="gbv"
          label={t('openGbvCases')}
          value={data.openGbvCases === null ? SUPPRESSED_LABEL : count(data.openGbvCases)}
          hint={t('openGbvCasesHint')}
        />
        <Figure
          id="transmission"
          label={`${t('transmission')} · ${t('lastRun')}`}
          value={transmission.lastRunAt ? formatDayTime(transmission.lastRunAt) : t('neverRun')}
          lines={[[t('failing'), transmission.failing]]}
        >
          {transmission.lastOutcome && (
            <Typography variant="body2" color="text.secondary">
              {t('outcome', { outcome: translate(`projects.scheduler.outcomes.${transmission.lastOutcome}`, { _: transmission.lastOutcome }) })}
            </Typography>
          )}
          {transmission.lastError && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {t('lastError', { error: transmission.lastError })}
            </Typography>
          )}
        </Figure>
      </Box>
    </Box>
  );
}
