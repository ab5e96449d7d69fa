import { Box, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CURRENCIES } from '../../../domain/money';
import { formatDay, formatMoney, formatNumber } from '../../../domain/format';
import type { MyWork } from '../../providers/my-work-methods';
import { ageOf, LIFECYCLES, shortDay } from './my-work-view';
import { useLanguage } from '../../providers/use-language';

// The chart library is heavy: it loads with the charts, not with the page.
const DailyChart = lazy(() => import('./DailyChart').then((m) => ({ default: m.DailyChart })));
const CountChart = lazy(() => import('./CountChart').then((m) => ({ default: m.CountChart })));

type Queue = { count: number; oldestCreatedAt: string | null };
type Day = { day: string; count: number };

function Card({ title, children, testId, wide }: { title: string; children: ReactNode; testId: string; wide?: boolean }) {
  return (
    <Paper component="section" aria-label={title} data-testid={testId} sx={{ p: 2, minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}>
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

const Figures = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {children}
  </Stack>
);

/** The figures of the landing page, one card per section the role holds, one column on a phone. */
export function MyWorkSections({ work }: { work: MyWork }) {
  const translate = useTranslate();
  const language = useLanguage();
  const count = (n: number) => formatNumber(n, language);
  const money = (amounts: readonly { currency: string; amount: number }[]) =>
    CURRENCIES.map((currency) => (
      <Figure
        key={currency}
        label={translate(`myWork.taxed.${currency}`)}
        value={formatMoney({ amount: amounts.find((row) => row.currency === currency)?.amount ?? 0, currency }, language)}
      />
    ));
  const oldest = (queue: Queue) => {
    const age = queue.oldestCreatedAt ? ageOf(queue.oldestCreatedAt, new Date()) : undefined;
    return age && <Figure label={translate('myWork.queue.oldest')} value={translate(`myWork.age.${age.unit}`, { smart_count: age.count })} />;
  };
  /** A counts chart: `key` names its title, summary, bar and empty texts under myWork.charts. */
  const chart = (key: string, daily: readonly Day[]) => {
    const total = daily.reduce((sum, day) => sum + day.count, 0);
    return (
      <Card wide title={translate(`myWork.charts.${key}.title`, { days: daily.length })} testId={`my-work-chart-${key}`}>
        <Suspense fallback={<Box sx={{ height: 220 }} />}>
          <CountChart
            daily={daily}
            summary={translate(`myWork.charts.${key}.summary`, { smart_count: total, count: count(total), days: daily.length })}
            describe={(day) => translate(`myWork.charts.${key}.bar`, { smart_count: day.count, count: count(day.count), day: shortDay(day.day) })}
            none={translate(`myWork.charts.${key}.none`, { days: daily.length })}
          />
        </Suspense>
      </Card>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {work.approvals && (
        <>
          <Card title={translate('myWork.queue.approver')} testId="my-work-queue-approver">
            <Figures>
              <Figure label={translate('myWork.queue.waiting')} value={count(work.approvals.queue.count)} />
              {oldest(work.approvals.queue)}
            </Figures>
          </Card>
          <Card title={translate('myWork.approvals.title')} testId="my-work-approved">
            <Figure label={translate('myWork.approvals.today')} value={count(work.approvals.approvedToday)} />
          </Card>
          {chart('approvals', work.approvals.daily)}
        </>
      )}
      {work.receveur && (
        <Card title={translate('myWork.queue.receveur')} testId="my-work-queue-receveur">
          <Figures>
            <Figure label={translate('myWork.queue.waiting')} value={count(work.receveur.queue.count)} />
            {oldest(work.receveur.queue)}
          </Figures>
        </Card>
      )}
      {work.payments && (
        <Card title={translate('myWork.payments.title')} testId="my-work-payments">
          <Stack spacing={1}>
            <Figure label={translate('myWork.payments.count', { smart_count: work.payments.count })} value={count(work.payments.count)} />
            {money(work.payments.amounts)}
          </Stack>
        </Card>
      )}
      {work.healthApprovals && (
        <>
          <Card title={translate('myWork.healthApprovals.births')} testId="my-work-queue-births">
            <Figures>
              <Figure label={translate('myWork.healthApprovals.waiting')} value={count(work.healthApprovals.births.count)} />
              {oldest(work.healthApprovals.births)}
            </Figures>
          </Card>
          <Card title={translate('myWork.healthApprovals.deaths')} testId="my-work-queue-deaths">
            <Figures>
              <Figure label={translate('myWork.healthApprovals.waiting')} value={count(work.healthApprovals.deaths.count)} />
              {oldest(work.healthApprovals.deaths)}
            </Figures>
          </Card>
          {chart('decisions', work.healthApprovals.daily)}
        </>
      )}
      {work.declarations && (
        <>
          <Card title={translate('myWork.declarations.title')} testId="my-work-declarations">
            <Figures>
              <Figure label={translate('myWork.declarations.birthsToday')} value={count(work.declarations.birthsToday)} />
              <Figure label={translate('myWork.declarations.deathsToday')} value={count(work.declarations.deathsToday)} />
            </Figures>
          </Card>
          <Card title={translate('myWork.declarations.followUp')} testId="my-work-declarations-follow-up">
            <Figures>
              <Figure label={translate('myWork.declarations.waiting')} value={count(work.declarations.waiting)} />
              <Figure label={translate('myWork.declarations.rejected')} value={count(work.declarations.rejected)} />
            </Figures>
          </Card>
          {chart('declarations', work.declarations.daily)}
        </>
      )}
      {work.gbvCases && (
        <Card title={translate('myWork.gbvCases.title')} testId="my-work-gbv-cases">
          <Figures>
            <Figure label={translate('myWork.gbvCases.open')} value={count(work.gbvCases.open)} />
            {work.gbvCases.oldestOpenReportDate && <Figure label={translate('myWork.gbvCases.oldest')} value={formatDay(work.gbvCases.oldestOpenReportDate)} />}
            <Figure label={translate('myWork.gbvCases.closed')} value={count(work.gbvCases.closed)} />
          </Figures>
        </Card>
      )}
      {work.created && (
        <>
          <Card title={translate('myWork.created.title')} testId="my-work-created">
            <Figures>
              <Figure label={translate('myWork.created.today')} value={count(work.created.today)} />
              <Figure label={translate('myWork.created.thisWeek')} value={count(work.created.thisWeek)} />
            </Figures>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 2, m: 0, mt: 1 }}>
              {LIFECYCLES.map((lifecycle) => (
                <Box key={lifecycle} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`values.lifecycle.${lifecycle}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {count(work.created!.byLifecycle[lifecycle] ?? 0)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
          <Card title={translate('myWork.taxed.title')} testId="my-work-taxed">
            <Stack spacing={1}>{money(work.created.taxed)}</Stack>
          </Card>
          <Card wide title={translate('myWork.chart.title')} testId="my-work-chart">
            <Suspense fallback={<Box sx={{ height: 260 }} />}>
              <DailyChart daily={work.created.daily} language={language} />
            </Suspense>
          </Card>
        </>
      )}
    </Box>
  );
}
