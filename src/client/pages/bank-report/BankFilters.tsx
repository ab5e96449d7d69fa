import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_METHODS } from '../../../domain/payment-rules';
import type { ReportFilterValues } from '../reports/report-filters';
import type { BankChoice } from './use-report-banks';

type Props = { filters: ReportFilterValues; onChange: (next: ReportFilterValues) => void; banks: readonly BankChoice[]; withMethod?: boolean };

/** The bank reports' own filters: the bank, and for the payments the method. */
export function BankFilters({ filters, onChange, banks, withMethod = false }: Props) {
  const translate = useTranslate();
  const set = (name: string) => (value: string) => onChange({ ...filters, extra: { ...filters.extra, [name]: value } });
  const bankKey = filters.extra.bankKey ?? '';
  return (
    <>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="bank-report-bank-label" shrink>
          {translate('bankReports.filters.bank')}
        </InputLabel>
        <Select
          labelId="bank-report-bank-label"
          label={translate('bankReports.filters.bank')}
          value={banks.some((bank) => bank.key === bankKey) ? bankKey : ''}
          onChange={(event) => set('bankKey')(event.target.value)}
          displayEmpty
          notched
        >
          <MenuItem value="">{translate('bankReports.filters.allBanks')}</MenuItem>
          {banks.map((bank) => (
            <MenuItem key={bank.key} value={bank.key}>
              {bank.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {withMethod && (
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="bank-report-method-label" shrink>
            {translate('bankReports.filters.method')}
          </InputLabel>
          <Select
            labelId="bank-report-method-label"
            label={translate('bankReports.filters.method')}
            value={filters.extra.method ?? ''}
            onChange={(event) => set('method')(event.target.value)}
            displayEmpty
            notched
          >
            <MenuItem value="">{translate('bankReports.filters.allMethods')}</MenuItem>
            {PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {translate(`bankReports.methods.${method}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </>
  );
}
