import { Box, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CURRENCIES } from '../../../domain/money';
import { formatMoney, formatNumber } from '../../../domain/format';
import type { MyWork } from '../../providers/my-work-methods';
import { ageOf, LIFECYCLES } from './my-work-view';
import { useLanguage } from '../../providers/use-language';

// The chart library is heavy: it loads with the chart, not with the page.
const DailyChart = lazy(() => import('./DailyChart').then((m) => ({ default: m.DailyChart })));

type Roles = { appraiser: boolean; approver: boolean; receveur: boolean };

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper component="section" aria-label={title} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The figures of the landing page, one card per concern, in a grid that is one column on a phone. */
export function MyWorkSections({ work, roles }: { work: MyWork; roles: Roles }) {
  const translate = useTranslate();
  const language = useLanguage();
  const count = (n: number) => formatNumber(n, language);
  const queue = (actor: 'approver' | 'receveur') => {
    const { count: waiting, oldestCreatedAt } = work.queue[actor];
    const age = oldestCreatedAt ? ageOf(oldestCreatedAt, new Date()) : undefined;
    return (
      <Card title={translate(`myWork.queue.${actor}`)} testId={`my-work-queue-${actor}`}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure label={translate('myWork.queue.waiting')} value={count(waiting)} />
          {age && <Figure label={translate('myWork.queue.oldest')} value={translate(`myWork.age.${age.unit}`, { smart_count: age.count })} />}
        </Stack>
      </Card>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {roles.appraiser && (
        <Card title={translate('myWork.created.title')} testId="my-work-created">
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <Figure label={translate('myWork.created.today')} value={count(work.createdToday)} />
            <Figure label={translate('myWork.created.thisWeek')} value={count(work.createdThisWeek)} />
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 2, m: 0 }}>
            {LIFECYCLES.map((lifecycle) => (
              <Box key={lifecycle} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`values.lifecycle.${lifecycle}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {count(work.createdByLifecycle[lifecycle] ?? 0)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      )}
      {roles.approver && queue('approver')}
      {roles.receveur && queue('receveur')}
      <Card title={translate('myWork.taxed.title')} testId="my-work-taxed">
        <Stack spacing={1}>
          {CURRENCIES.map((currency) => (
            <Figure
              key={currency}
              label={translate(`myWork.taxed.${currency}`)}
              value={formatMoney({ amount: work.taxed.find((row) => row.currency === currency)?.amount ?? 0, currency }, language)}
            />
          ))}
        </Stack>
      </Card>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Card title={translate('myWork.chart.title')} testId="my-work-chart">
          <Suspense fallback={<Box sx={{ height: 260 }} />}>
            <DailyChart daily={work.daily} language={language} />
          </Suspense>
        </Card>
      </Box>
    </Box>
  );
}
