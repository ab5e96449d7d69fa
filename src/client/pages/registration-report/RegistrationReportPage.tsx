import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeIcon from '@mui/icons-material/Home';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { REGISTRATION_REPORTS, type RegistrationKind } from '../../../domain/registration-report';
import { ServerExportButton } from '../../exports/ServerExportButton';
import type { RegistrationReportMethods } from '../../providers/registration-report-methods';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { ReportLayout } from '../reports/ReportLayout';
import { useReportData } from '../reports/use-report-data';
import { useReportFilters } from '../reports/use-report-filters';
import { CategoryFilter } from './CategoryFilter';
import { RegistrationFigures } from './RegistrationFigures';

const OWN_FILTERS = ['category'] as const;
const ICONS = { vehicle: DirectionsCarIcon, property: HomeIcon, rental: HomeWorkIcon };

/**
 * /vechicle-registration-report, /property-registration-report and /rental-registration-report:
 * how much of the registered tax base was taxed in the period, by zone and by category.
 */
export function RegistrationReportPage({ kind }: { kind: RegistrationKind }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & RegistrationReportMethods>();
  const { filters, setFilters, query } = useReportFilters(OWN_FILTERS);
  const result = useReportData(`registration-${kind}`, query, (q) => dataProvider.getRegistrationReport(kind, q));
  const title = translate(`registrationReports.titles.${kind}`);
  return (
    <ReportLayout
      title={title}
      subtitle={translate(`registrationReports.subtitles.${kind}`)}
      icon={ICONS[kind]}
      filters={filters}
      filterBar={
        <ReportFilterBar filters={filters} onChange={setFilters}>
          <CategoryFilter
            kind={kind}
            categories={result.data?.categories ?? []}
            value={filters.extra.category ?? ''}
            onChange={(category) => setFilters({ ...filters, extra: { ...filters.extra, category } })}
          />
        </ReportFilterBar>
      }
      actions={
        <ServerExportButton
          path={`reports/${REGISTRATION_REPORTS[kind].apiPath}/export`}
          params={Object.fromEntries(new URLSearchParams(query))}
          name={translate(`registrationReports.exportNames.${kind}`)}
          variant="outlined"
          disabled={!result.data}
        />
      }
      result={result}
    >
      {(data) => <RegistrationFigures kind={kind} data={data} />}
    </ReportLayout>
  );
}
