import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useMemo } from 'react';
import { useDataProvider, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import type { Language } from '../../../domain/constants';
import type { BankReportMethods } from '../../providers/bank-report-methods';
import { ServerExportButton } from '../../exports/ServerExportButton';
import { ReportLayout } from '../reports/ReportLayout';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { useReportData } from '../reports/use-report-data';
import { useReportFilters } from '../reports/use-report-filters';
import { BankFilters } from './BankFilters';
import { BankPaymentsFigures } from './BankPaymentsFigures';
import { useReportBanks } from './use-report-banks';

const OWN_FILTERS = ['bankKey', 'method'] as const;

/** /bank-report: what each bank and counter received, to reconcile with the bank statements. */
export function BankReportPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = (locale === 'fr' ? 'fr' : 'en') as Language;
  const dataProvider = useDataProvider<DataProvider & BankReportMethods>();
  const { filters, setFilters, query } = useReportFilters(OWN_FILTERS);
  const result = useReportData('bankPayments', query, (q) => dataProvider.getBankPayments(q));
  const seen = useMemo(
    () => (result.data?.groups ?? []).flatMap((group) => (group.bankKey ? [{ key: group.bankKey, name: group.bankName ?? group.bankKey }] : [])),
    [result.data],
  );
  const banks = useReportBanks(seen);
  return (
    <ReportLayout
      title={translate('nav.bankPayments')}
      subtitle={translate('bankReports.payments.subtitle')}
      icon={AccountBalanceWalletIcon}
      filters={filters}
      filterBar={
        <ReportFilterBar filters={filters} onChange={setFilters}>
          <BankFilters filters={filters} onChange={setFilters} banks={banks} withMethod />
        </ReportFilterBar>
      }
      actions={
        <ServerExportButton
          path="reports/bank-payments/export"
          params={Object.fromEntries(new URLSearchParams(query))}
          variant="outlined"
          name={translate('bankReports.payments.exportName')}
          disabled={!result.data}
        />
      }
      result={result}
    >
      {(data) => <BankPaymentsFigures data={data} from={filters.from} to={filters.to} language={language} />}
    </ReportLayout>
  );
}
