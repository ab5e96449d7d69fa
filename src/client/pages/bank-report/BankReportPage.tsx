import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { BankPaymentsReport } from '../../../domain/bank-reports';
import type { BankReportMethods } from '../../providers/bank-report-methods';
import { useLanguage } from '../../providers/use-language';
import { ReportPage } from '../reports/ReportPage';
import { BankFilters } from './BankFilters';
import { BankPaymentsFigures } from './BankPaymentsFigures';
import type { BankChoice } from './use-report-banks';

const OWN_FILTERS = ['bankKey', 'method'] as const;
const NO_BANKS_SEEN: BankChoice[] = [];

/** The banks the figures name: offered even to a user whose role cannot list the project's banks. */
const banksIn = (data: BankPaymentsReport | undefined): BankChoice[] =>
  data ? data.groups.flatMap((group) => (group.bankKey ? [{ key: group.bankKey, name: group.bankName ?? group.bankKey }] : [])) : NO_BANKS_SEEN;

/** /bank-report: what each bank and counter received, to reconcile with the bank statements. */
export function BankReportPage() {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & BankReportMethods>();
  return (
    <ReportPage
      name="bankPayments"
      title={translate('nav.bankPayments')}
      subtitle={translate('bankReports.payments.subtitle')}
      icon={AccountBalanceWalletIcon}
      ownFilters={OWN_FILTERS}
      fetch={(query) => dataProvider.getBankPayments(query)}
      exportPath="reports/bank-payments/export"
      exportName={translate('bankReports.payments.exportName')}
      ownFilterBar={(filters, onChange, data) => <BankFilters filters={filters} onChange={onChange} seen={banksIn(data)} withMethod />}
      closedPeriods
    >
      {(data, filters) => <BankPaymentsFigures data={data} from={filters.from} to={filters.to} language={language} />}
    </ReportPage>
  );
}
