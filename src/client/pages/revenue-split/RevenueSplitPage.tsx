import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Currency } from '../../../domain/money';
import type { SettlementMethods } from '../../providers/settlement-methods';
import { useSession } from '../../providers/use-session';
import { DayField } from '../../schema-ui/DayField';
import { SharesChart } from './SharesChart';
import { SharesTable } from './SharesTable';
import { useBeneficiaryName } from './use-beneficiary-name';
import { chartCurrencyOf, defaultRange, isRange } from './shares-view';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import { useLanguage } from '../../providers/use-language';

const t = (key: string) => `collection.shares.${key}`;

/**
 * /revenue-split, where the menu's Revenue Split entry leads: how the revenue collected between
 * two days was shared out between the beneficiaries, in both currencies. Who the beneficiaries
 * are and their percentages is configured in the project's revenue-split tab, linked here.
 */
export function RevenueSplitPage() {
  const translate = useTranslate();
  const nameOf = useBeneficiaryName();
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & SettlementMethods>();
  const { projectKey } = useSession();
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const [chosenCurrency, setChosenCurrency] = useState<Currency>();
  const valid = isRange(range.from, range.to);
  const query = useQuery({
    queryKey: ['revenueShares', projectKey, range.from, range.to],
    queryFn: () => dataProvider.getRevenueShares(range),
    enabled: valid,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () =>
      (query.data ?? []).map((row) => ({
        key: row.beneficiaryKey,
        name: nameOf(row),
        USD: row.USD,
        CDF: row.CDF,
      })),
    [query.data, nameOf],
  );
  const currency = chosenCurrency ?? chartCurrencyOf(query.data ?? []);
  const empty = rows.every((row) => row.USD === 0 && row.CDF === 0);

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {translate(t('title'))}
          </Typography>
          <Typography color="text.secondary">{translate(t('intro'))}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {projectKey && (
            <Button
              component={RouterLink}
              to={`/project/${encodeURIComponent(projectKey)}/project-revenue-split`}
              variant="outlined"
              startIcon={<SettingsIcon />}
            >
              {translate(t('configure'))}
            </Button>
          )}
          <Button component={RouterLink} to="/settlement" variant="outlined">
            {translate(t('settlements'))}
          </Button>
        </Stack>
      </Stack>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 220px))' } }}>
        <DayField id="shares-from" label={translate(t('from'))} value={range.from} onChange={(from) => setRange((current) => ({ ...current, from }))} />
        <DayField id="shares-to" label={translate(t('to'))} value={range.to} onChange={(to) => setRange((current) => ({ ...current, to }))} />
      </Paper>
      {!valid ? (
        <Alert severity="warning">{translate(t('badRange'))}</Alert>
      ) : query.isPending ? (
        <LoadingStatus padded label={translate(t('loading'))} />
      ) : query.isError ? (
        <RetryAlert withIcon retryLabel={translate(t('retry'))} retrying={query.isFetching} onRetry={() => void query.refetch()}>
          {translate(t('failed'))} {query.error instanceof Error ? query.error.message : ''}
        </RetryAlert>
      ) : empty ? (
        <Alert severity="info" data-testid="shares-empty">
          {translate(t('empty'))}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            opacity: query.isPlaceholderData ? 0.6 : 1,
          }}
        >
          <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
            <SharesChart rows={rows} currency={currency} onCurrency={setChosenCurrency} language={language} />
          </Paper>
          <SharesTable rows={rows} language={language} />
        </Box>
      )}
    </Box>
  );
}
