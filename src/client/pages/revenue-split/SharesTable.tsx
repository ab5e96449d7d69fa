import { Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import { CURRENCIES } from '../../../domain/money';
import type { ChartRow } from './SharesChart';
import { totals } from './shares-view';

/** The shares in both currencies with their totals; three columns fit a 390 px phone. */
export function SharesTable({ rows, language }: { rows: (ChartRow & { key: string })[]; language: Language }) {
  const translate = useTranslate();
  const sum = totals(rows.map((row) => ({ beneficiaryKey: row.key, beneficiaryName: row.name, USD: row.USD, CDF: row.CDF })));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('collection.shares.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('collection.shares.beneficiary')}</TableCell>
            {CURRENCIES.map((currency) => (
              <TableCell key={currency} align="right">
                {currency}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', px: { xs: 1, sm: 2 } }}>
                {row.name}
              </TableCell>
              {CURRENCIES.map((currency) => (
                <TableCell key={currency} align="right" sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}>
                  {formatMoney({ amount: row[currency], currency }, language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, px: { xs: 1, sm: 2 } }}>
              {translate('collection.shares.total')}
            </TableCell>
            {CURRENCIES.map((currency) => (
              <TableCell key={currency} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}>
                {formatMoney({ amount: sum[currency], currency }, language)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
