import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import InsightsIcon from '@mui/icons-material/Insights';
import type { ComponentType, ReactNode } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { AccountingReport, MitigationReport } from '../../../domain/money-reports';
import type { MoneyReportMethods } from '../../providers/money-report-methods';
import { useLanguage } from '../../providers/use-language';
import { AccountingFigures } from '../accounting/AccountingFigures';
import { ReportPage } from '../reports/ReportPage';
import { MitigationFigures } from './MitigationFigures';
import { TaxTypeFilter } from './TaxTypeFilter';

const OWN_FILTERS = ['taxType'] as const;

type Props<T> = {
  report: 'mitigation' | 'accounting';
  icon: ComponentType;
  fetch: (query: string) => Promise<T>;
  figures: (data: T) => ReactNode;
};

/**
 * The two money dashboards: the same filters (period, projects, zone, tax type) and frame, each
 * with its own call and figures. Their texts live under moneyReports.<report>.
 */
function MoneyReportPage<T>({ report, icon, fetch, figures }: Props<T>) {
  const translate = useTranslate();
  return (
    <ReportPage
      name={report}
      title={translate(`nav.${report}`)}
      subtitle={translate(`moneyReports.${report}.subtitle`)}
      icon={icon}
      ownFilters={OWN_FILTERS}
      fetch={fetch}
      exportPath={`reports/${report}/export`}
      exportName={translate(`moneyReports.${report}.exportName`)}
      ownFilterBar={(filters, onChange) => <TaxTypeFilter filters={filters} onChange={onChange} />}
      closedPeriods
    >
      {figures}
    </ReportPage>
  );
}

/** /mitigation: revenue at risk in a period and what reduced it (amendments, rejections, disputes, broken promises). */
export function MitigationPage() {
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & MoneyReportMethods>();
  return (
    <MoneyReportPage<MitigationReport>
      report="mitigation"
      icon={InsightsIcon}
      fetch={(query) => dataProvider.getMitigation(query)}
      figures={(data) => <MitigationFigures data={data} language={language} />}
    />
  );
}

/** /accounting-report: the period's books by nomenclature account and chapter, both currencies. */
export function AccountingPage() {
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & MoneyReportMethods>();
  return (
    <MoneyReportPage<AccountingReport>
      report="accounting"
      icon={AccountBalanceIcon}
      fetch={(query) => dataProvider.getAccounting(query)}
      figures={(data) => <AccountingFigures data={data} language={language} />}
    />
  );
}
