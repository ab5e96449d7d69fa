import InsightsIcon from '@mui/icons-material/Insights';
import { useDataProvider, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { ServerExportButton } from '../../exports/ServerExportButton';
import type { MoneyReportMethods } from '../../providers/money-report-methods';
import { ReportLayout } from '../reports/ReportLayout';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { useReportData } from '../reports/use-report-data';
import { useReportFilters } from '../reports/use-report-filters';
import { MitigationFigures } from './MitigationFigures';
import { TaxTypeFilter } from './TaxTypeFilter';

const OWN_FILTERS = ['taxType'] as const;

/** /mitigation: revenue at risk in a period and what reduced it (amendments, rejections, disputes, broken promises). */
export function MitigationPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = (locale === 'fr' ? 'fr' : 'en') as Language;
  const dataProvider = useDataProvider<DataProvider & MoneyReportMethods>();
  const { filters, setFilters, query } = useReportFilters(OWN_FILTERS);
  const result = useReportData('mitigation', query, (q) => dataProvider.getMitigation(q));
  return (
    <ReportLayout
      title={translate('nav.mitigation')}
      subtitle={translate('moneyReports.mitigation.subtitle')}
      icon={InsightsIcon}
      filters={filters}
      filterBar={
        <ReportFilterBar filters={filters} onChange={setFilters}>
          <TaxTypeFilter filters={filters} onChange={setFilters} />
        </ReportFilterBar>
      }
      actions={
        <ServerExportButton
          path="reports/mitigation/export"
          params={Object.fromEntries(new URLSearchParams(query))}
          name={translate('moneyReports.mitigation.exportName')}
          variant="outlined"
          disabled={!result.data}
        />
      }
      result={result}
    >
      {(data) => <MitigationFigures data={data} language={language} />}
    </ReportLayout>
  );
}
