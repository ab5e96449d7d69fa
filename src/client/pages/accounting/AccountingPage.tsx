import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useDataProvider, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { ServerExportButton } from '../../exports/ServerExportButton';
import type { MoneyReportMethods } from '../../providers/money-report-methods';
import { TaxTypeFilter } from '../mitigation/TaxTypeFilter';
import { ReportLayout } from '../reports/ReportLayout';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { useReportData } from '../reports/use-report-data';
import { useReportFilters } from '../reports/use-report-filters';
import { AccountingFigures } from './AccountingFigures';

const OWN_FILTERS = ['taxType'] as const;

/** /accounting-report: the period's books by nomenclature account and chapter, both currencies. */
export function AccountingPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = (locale === 'fr' ? 'fr' : 'en') as Language;
  const dataProvider = useDataProvider<DataProvider & MoneyReportMethods>();
  const { filters, setFilters, query } = useReportFilters(OWN_FILTERS);
  const result = useReportData('accounting', query, (q) => dataProvider.getAccounting(q));
  return (
    <ReportLayout
      title={translate('nav.accounting')}
      subtitle={translate('moneyReports.accounting.subtitle')}
      icon={AccountBalanceIcon}
      filters={filters}
      filterBar={
        <ReportFilterBar filters={filters} onChange={setFilters}>
          <TaxTypeFilter filters={filters} onChange={setFilters} />
        </ReportFilterBar>
      }
      actions={
        <ServerExportButton
          path="reports/accounting/export"
          params={Object.fromEntries(new URLSearchParams(query))}
          name={translate('moneyReports.accounting.exportName')}
          variant="outlined"
          disabled={!result.data}
        />
      }
      result={result}
    >
      {(data) => <AccountingFigures data={data} language={language} />}
    </ReportLayout>
  );
}
