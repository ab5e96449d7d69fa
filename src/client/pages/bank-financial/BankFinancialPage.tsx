import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { BankReportMethods } from '../../providers/bank-report-methods';
import { BankFilters } from '../bank-report/BankFilters';
import type { BankChoice } from '../bank-report/use-report-banks';
import { ReportPage } from '../reports/ReportPage';
import { FinancialFigures } from './FinancialFigures';

const OWN_FILTERS = ['bankKey'] as const;
const NO_BANKS_SEEN: BankChoice[] = [];

/** /bank-financial: what the revenue split gave each beneficiary, what was transferred and what is still owed. */
export function BankFinancialPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & BankReportMethods>();
  return (
    <ReportPage
      name="bankFinancials"
      title={translate('nav.financials')}
      subtitle={translate('bankReports.financials.subtitle')}
      icon={QueryStatsIcon}
      ownFilters={OWN_FILTERS}
      fetch={(query) => dataProvider.getBankFinancials(query)}
      exportPath="reports/bank-financials/export"
      exportName={translate('bankReports.financials.exportName')}
      ownFilterBar={(filters, onChange) => <BankFilters filters={filters} onChange={onChange} seen={NO_BANKS_SEEN} />}
      closedPeriods
    >
      {(data) => <FinancialFigures data={data} />}
    </ReportPage>
  );
}
