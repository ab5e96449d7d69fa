import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { formatDay } from '../../../domain/format';
import type { Instalment } from '../../providers/payment-methods';

type Props = { instalments: readonly Instalment[]; currency: string; due?: number | null };

/** A split note's schedule: each instalment, its due date and amount, and whether it is paid, late or the one due. */
export function InstalmentTable({ instalments, currency, due }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  if (!instalments.length) return <Typography color="text.secondary">{translate('payments.instalments.none')}</Typography>;
  const state = (instalment: Instalment) =>
    instalment.paid ? (
      <Chip size="small" color="success" label={translate('payments.instalments.paid')} />
    ) : instalment.late ? (
      <Chip size="small" color="error" label={translate('payments.instalments.late')} />
    ) : instalment.number === due ? (
      <Chip size="small" color="primary" variant="outlined" label={translate('payments.instalments.due')} />
    ) : null;
  return (
    <Table size="small" aria-label={translate('payments.instalments.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('payments.instalments.number')}</TableCell>
          <TableCell>{translate('payments.instalments.dueDate')}</TableCell>
          <TableCell align="right">{translate('payments.instalments.amount')}</TableCell>
          <TableCell>{translate('payments.instalments.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {instalments.map((instalment) => (
          <TableRow key={instalment.number} selected={instalment.number === due}>
            <TableCell>{instalment.number}</TableCell>
            <TableCell>{formatDay(instalment.dueDate)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {moneyText({ amount: instalment.amount, currency }, language)}
            </TableCell>
            <TableCell>{state(instalment)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
