import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { formatMoney } from '../../../domain/format';
import type { SettlementMethods, SettlementSummaryRow } from '../../providers/settlement-methods';
import { useSession } from '../../providers/use-session';
import { TransferDialog } from './TransferDialog';
import { useBeneficiaryName } from '../revenue-split/use-beneficiary-name';
import { LoadingStatus, RetryAlert } from '../../layout/QueryStatus';
import { useLanguage } from '../../providers/use-language';

const t = (key: string) => `collection.settlement.${key}`;
const FIGURES = ['owed', 'settled', 'remaining'] as const;

/**
 * Per beneficiary and currency: owed (their shares of every payment), settled (the transfers
 * recorded) and what remains; a transfer is recorded from the row it pays. Used by /settlement
 * and by the project's settlement tab.
 */
export function SettlementPanel() {
  const translate = useTranslate();
  const language = useLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const dataProvider = useDataProvider<DataProvider & SettlementMethods>();
  const { projectKey } = useSession();
  const query = useQuery({ queryKey: ['settlementSummary', projectKey], queryFn: () => dataProvider.getSettlementSummary(), retry: false });
  const [paying, setPaying] = useState<SettlementSummaryRow>();
  const nameOf = useBeneficiaryName();
  const money = (row: SettlementSummaryRow, figure: (typeof FIGURES)[number]) => formatMoney({ amount: row[figure], currency: row.currency }, language);
  const recordButton = (row: SettlementSummaryRow) =>
    row.remaining > 0 ? (
      <Button
        size="small"
        variant="outlined"
        startIcon={<SendIcon />}
        aria-label={translate(t('recordFor'), { name: nameOf(row), currency: row.currency })}
        onClick={() => setPaying(row)}
      >
        {translate(t('record'))}
      </Button>
    ) : null;

  if (query.isPending) return <LoadingStatus padded label={translate(t('loading'))} />;
  if (query.isError)
    return (
      <RetryAlert withIcon retryLabel={translate(t('retry'))} retrying={query.isFetching} onRetry={() => void query.refetch()}>
        {translate(t('failed'))} {query.error instanceof Error ? query.error.message : ''}
      </RetryAlert>
    );
  if (query.data.length === 0) return <Alert severity="info">{translate(t('empty'))}</Alert>;

  return (
    <>
      {isPhone ? (
        <Stack component="ul" spacing={1.5} aria-label={translate(t('table'))} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.map((row) => (
            <Paper component="li" variant="outlined" key={`${row.beneficiaryKey}-${row.currency}`} sx={{ p: 1.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {nameOf(row)} · {row.currency}
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 0.5, m: 0, my: 1 }}>
                {FIGURES.map((figure) => (
                  <Box key={figure} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {translate(t(figure))}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: figure === 'remaining' ? 700 : 400 }}>
                      {money(row, figure)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {recordButton(row)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate(t('table'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('beneficiary'))}</TableCell>
                <TableCell>{translate(t('currency'))}</TableCell>
                {FIGURES.map((figure) => (
                  <TableCell key={figure} align="right">
                    {translate(t(figure))}
                  </TableCell>
                ))}
                <TableCell align="right">{translate(t('actions'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((row) => (
                <TableRow key={`${row.beneficiaryKey}-${row.currency}`}>
                  <TableCell component="th" scope="row">
                    {nameOf(row)}
                  </TableCell>
                  <TableCell>{row.currency}</TableCell>
                  {FIGURES.map((figure) => (
                    <TableCell key={figure} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: figure === 'remaining' ? 700 : 400 }}>
                      {money(row, figure)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{recordButton(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paying && (
        <TransferDialog
          row={paying}
          name={nameOf(paying)}
          language={language}
          onClose={() => setPaying(undefined)}
          onRecorded={() => {
            setPaying(undefined);
            void query.refetch();
          }}
        />
      )}
    </>
  );
}
