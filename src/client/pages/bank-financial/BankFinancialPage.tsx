import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { BankReportMethods } from '../../providers/bank-report-methods';
import { BankFilters } from '../bank-report/BankFilters';
import { useReportBanks } from '../bank-report/use-report-banks';
import { ServerExportButton } from '../../exports/ServerExportButton';
import { ReportLayout } from '../reports/ReportLayout';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { useReportData } from '../reports/use-report-data';
import { useReportFilters } from '../reports/use-report-filters';
import { FinancialFigures } from './FinancialFigures';

const OWN_FILTERS = ['bankKey'] as const;
const NO_BANKS_SEEN: never[] = [];

/** /bank-financial: what the revenue split gave each beneficiary, what was transferred and what is still owed. */
export function BankFinancialPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & BankReportMethods>();
  const { filters, setFilters, query } = useReportFilters(OWN_FILTERS);
  const result = useReportData('bankFinancials', query, (q) => dataProvider.getBankFinancials(q));
  const banks = useReportBanks(NO_BANKS_SEEN);
  return (
    <ReportLayout
      title={translate('nav.financials')}
      subtitle={translate('bankReports.financials.subtitle')}
      icon={QueryStatsIcon}
      filters={filters}
      filterBar={
        <ReportFilterBar filters={filters} onChange={setFilters}>
          <BankFilters filters={filters} onChange={setFilters} banks={banks} />
        </ReportFilterBar>
      }
      actions={
        <ServerExportButton
          path="reports/bank-financials/export"
          params={Object.fromEntries(new URLSearchParams(query))}
          variant="outlined"
          name={translate('bankReports.financials.exportName')}
          disabled={!result.data}
        />
      }
      result={result}
    >
      {(data) => <FinancialFigures data={data} />}
    </ReportLayout>
  );
}
