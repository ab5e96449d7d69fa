import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { dayInZone } from '../../../domain/dated-money';
import { formatDay } from '../../../domain/format';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import type { MoneyRequestMethods, PendingMoneyRequest } from '../../providers/money-request-methods';
import { useLanguage } from '../../providers/use-language';
import { useSession } from '../../providers/use-session';
import { MoneyRequestDialog } from './MoneyRequestDialog';
import { moneyRequestText } from './money-request-text';
import { useNotifySuccess } from '../../providers/use-notify-success';

type Pending = { row: PendingMoneyRequest; decision: 'approve' | 'reject' };

/**
 * /money-approvals: the reversals, transfers and conversion rates waiting for a second person.
 * Approve and Reject are offered only to whoever may decide and made none of it (the server's
 * mayDecide, from src/domain/money-requests.ts); the requester sees their request as waiting.
 */
export function MoneyApprovalsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & MoneyRequestMethods>();
  const queryClient = useQueryClient();
  const { projectKey } = useSession();
  const query = useQuery({ queryKey: ['moneyRequests', projectKey], queryFn: () => dataProvider.getPendingMoneyRequests(), retry: false });
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);

  const decide = async (reason: string) => {
    if (!pending) return;
    setBusy(true);
    try {
      await dataProvider.decideMoneyRequest(pending.row, pending.decision, reason);
      notifySuccess(`moneyRequests.${pending.decision === 'approve' ? 'approved' : 'rejected'}`);
      setPending(undefined);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['moneyRequests'] });
    }
  };

  const actionsOf = (row: PendingMoneyRequest) =>
    row.mayDecide ? (
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={() => setPending({ row, decision: 'approve' })}>
          {translate('moneyRequests.approve')}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => setPending({ row, decision: 'reject' })}>
          {translate('moneyRequests.reject')}
        </Button>
      </Stack>
    ) : (
      <Typography variant="caption" color="text.secondary">
        {translate('moneyRequests.states.pending')}
      </Typography>
    );

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1100, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate('moneyRequests.title')}
        </Typography>
        <Typography color="text.secondary">{translate('moneyRequests.intro')}</Typography>
      </Box>
      {query.isPending && <LoadingStatus padded label={translate('ra.page.loading')} />}
      {query.isError && (
        <RetryAlert withIcon retryLabel={translate('ra.action.refresh')} retrying={query.isFetching} onRetry={() => void query.refetch()}>
          {translate('moneyRequests.loadError')} {query.error instanceof Error ? query.error.message : ''}
        </RetryAlert>
      )}
      {query.data?.length === 0 && <Alert severity="info">{translate('moneyRequests.empty')}</Alert>}
      {query.data && query.data.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={translate('moneyRequests.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.map((row) => (
            <Paper
              component="li"
              variant="outlined"
              key={row._key}
              data-request={row._key}
              sx={{ p: 1.5, display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '150px minmax(0, 1fr) auto' } }}
            >
              <Box>
                <Chip size="small" color="warning" label={translate(`moneyRequests.kinds.${row.kind}`)} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{moneyRequestText(row, translate, language)}</Typography>
                {row.reason && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {translate('moneyRequests.reasonLine', { reason: row.reason })}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {translate('moneyRequests.requestedLine', { name: row.requestedByName, date: formatDay(dayInZone(new Date(row.requestedAt))) })}
                </Typography>
              </Box>
              <Box>{actionsOf(row)}</Box>
            </Paper>
          ))}
        </Stack>
      )}
      {pending && (
        <MoneyRequestDialog
          decision={pending.decision}
          what={moneyRequestText(pending.row, translate, language)}
          busy={busy}
          onCancel={() => setPending(undefined)}
          onConfirm={(reason) => void decide(reason)}
        />
      )}
    </Box>
  );
}
