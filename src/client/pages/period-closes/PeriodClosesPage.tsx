import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { dayInZone } from '../../../domain/dated-money';
import { formatDay } from '../../../domain/format';
import { monthIsOver } from '../../../domain/period-close';
import { canPerform } from '../../../domain/permissions';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import type { PeriodCloseMethods, PeriodCloseRow } from '../../providers/period-close-methods';
import { useSession } from '../../providers/use-session';
import { PeriodCloseDialog } from './PeriodCloseDialog';
import { useNotifySuccess } from '../../providers/use-notify-success';

type Pending = { row: PeriodCloseRow; action: 'close' | 'requestReopen' | 'approveReopen' };

/** 'YYYY-MM' as users read months, MM/YYYY in both languages. */
export const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const dayOf = (instant: string | null) => (instant ? formatDay(dayInZone(new Date(instant))) : '');

/**
 * /period-close: the project's months and their state. An administrator closes a month that is
 * over; another administrator approves its reopening (the button is not offered to whoever asked
 * or closed, and the server refuses them anyway).
 */
export function PeriodClosesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const dataProvider = useDataProvider<DataProvider & PeriodCloseMethods>();
  const queryClient = useQueryClient();
  const { user, projectKey } = useSession();
  const mayDecide = canPerform(user?.role?.roleList, 'Accounting', 'update');
  const query = useQuery({ queryKey: ['periodCloses', projectKey], queryFn: () => dataProvider.getPeriodCloses(), retry: false });
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const today = dayInZone(new Date());

  const decide = async (reason: string) => {
    if (!pending) return;
    setBusy(true);
    try {
      const { row, action } = pending;
      if (action === 'close') await dataProvider.closePeriod(row.month);
      if (action === 'requestReopen') await dataProvider.requestReopen(row.month, reason);
      if (action === 'approveReopen') await dataProvider.approveReopen(row.month);
      notifySuccess(`periodCloses.${action === 'close' ? 'closed' : action === 'requestReopen' ? 'reopenAsked' : 'reopened'}`);
      setPending(undefined);
      await queryClient.invalidateQueries({ queryKey: ['periodCloses'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const stateOf = (row: PeriodCloseRow) => {
    // Chips keep their own width inside the row's grid cell.
    if (row.state === 'open') return <Chip size="small" label={translate('periodCloses.open')} sx={{ justifySelf: 'start' }} />;
    const closed = translate('periodCloses.closedOn', { date: dayOf(row.closedAt), name: row.closedByName ?? '' });
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip size="small" color="primary" label={closed} />
        {row.state === 'reopenRequested' && (
          <>
            <Chip
              size="small"
              color="warning"
              label={translate('periodCloses.reopenRequested', { name: row.reopenRequestedByName ?? '', date: dayOf(row.reopenRequestedAt) })}
            />
            <Typography variant="caption" color="text.secondary">
              {translate('periodCloses.reason', { reason: row.reopenReason ?? '' })}
            </Typography>
          </>
        )}
      </Stack>
    );
  };

  const actionsOf = (row: PeriodCloseRow) => {
    if (!mayDecide) return null;
    if (row.state === 'open')
      return monthIsOver(row.month, today) ? (
        <Button size="small" variant="contained" onClick={() => setPending({ row, action: 'close' })}>
          {translate('periodCloses.close')}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate('periodCloses.notOverYet')}
        </Typography>
      );
    if (row.state === 'closed')
      return (
        <Button size="small" variant="outlined" onClick={() => setPending({ row, action: 'requestReopen' })}>
          {translate('periodCloses.requestReopen')}
        </Button>
      );
    // Four eyes: whoever asked or closed is not offered the approval.
    if (row.reopenRequestedBy === user?._key || row.closedBy === user?._key) return null;
    return (
      <Button size="small" variant="contained" color="warning" onClick={() => setPending({ row, action: 'approveReopen' })}>
        {translate('periodCloses.approveReopen')}
      </Button>
    );
  };

  const dialog = pending && (
    <PeriodCloseDialog
      busy={busy}
      onCancel={() => setPending(undefined)}
      onConfirm={(reason) => void decide(reason)}
      askReason={pending.action === 'requestReopen'}
      title={translate(`periodCloses.${pending.action === 'close' ? 'closeTitle' : pending.action === 'requestReopen' ? 'reopenTitle' : 'approveTitle'}`, {
        month: monthText(pending.row.month),
      })}
      body={
        pending.action === 'close'
          ? translate('periodCloses.closeBody', { month: monthText(pending.row.month) })
          : pending.action === 'approveReopen'
            ? translate('periodCloses.approveBody', { name: pending.row.reopenRequestedByName ?? '', reason: pending.row.reopenReason ?? '' })
            : undefined
      }
    />
  );

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1000, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('periodCloses.title')}
        </Typography>
        <Typography color="text.secondary">{translate('periodCloses.intro')}</Typography>
      </Box>
      {query.isPending && <LoadingStatus padded label={translate('ra.page.loading')} />}
      {query.isError && (
        <RetryAlert withIcon retryLabel={translate('ra.action.refresh')} retrying={query.isFetching} onRetry={() => void query.refetch()}>
          {translate('periodCloses.loadFailed')} {query.error instanceof Error ? query.error.message : ''}
        </RetryAlert>
      )}
      {query.data?.length === 0 && <Alert severity="info">{translate('periodCloses.empty')}</Alert>}
      {query.data && query.data.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={translate('periodCloses.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.map((row) => (
            <Paper
              component="li"
              variant="outlined"
              key={row.month}
              data-month={row.month}
              sx={{ p: 1.5, display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr auto' } }}
            >
              <Typography sx={{ fontWeight: 600 }}>{monthText(row.month)}</Typography>
              {stateOf(row)}
              <Box>{actionsOf(row)}</Box>
            </Paper>
          ))}
        </Stack>
      )}
      {dialog}
    </Box>
  );
}
