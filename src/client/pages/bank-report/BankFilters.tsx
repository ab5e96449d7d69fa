import { useTranslate } from 'react-admin';
import { readableMethods } from '../../../domain/bank-scope';
import { withExtra, type ReportFilterValues } from '../reports/report-filters';
import { ReportSelectFilter } from '../reports/ReportSelectFilter';
import { useReadableBanks, useReportBanks, type BankChoice } from './use-report-banks';

type Props = {
  filters: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
  /** The banks the figures name, offered when the user's role cannot list the project's banks. */
  seen: readonly BankChoice[];
  withMethod?: boolean;
};

/** The bank reports' own filters: the bank, and for the payments the method. */
export function BankFilters({ filters, onChange, seen, withMethod = false }: Props) {
  const translate = useTranslate();
  const banks = useReportBanks(seen);
  // A bank's agent reads only what their banks received: bank is their only method.
  const methods = readableMethods(useReadableBanks());
  const set = (name: string) => (value: string) => onChange(withExtra(filters, name, value));
  return (
    <>
      <ReportSelectFilter
        id="bank-report-bank"
        label={translate('bankReports.filters.bank')}
        allLabel={translate('bankReports.filters.allBanks')}
        options={banks.map((bank) => ({ value: bank.key, label: bank.name }))}
        value={filters.extra.bankKey ?? ''}
        onChange={set('bankKey')}
        minWidth={200}
      />
      {withMethod && (
        <ReportSelectFilter
          id="bank-report-method"
          label={translate('bankReports.filters.method')}
          allLabel={translate('bankReports.filters.allMethods')}
          options={methods.map((method) => ({ value: method, label: translate(`bankReports.methods.${method}`) }))}
          value={filters.extra.method ?? ''}
          onChange={set('method')}
          minWidth={180}
        />
      )}
    </>
  );
}
