import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeIcon from '@mui/icons-material/Home';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { REGISTRATION_REPORTS, type RegistrationKind } from '../../../domain/registration-report';
import type { RegistrationReportMethods } from '../../providers/registration-report-methods';
import { withExtra } from '../reports/report-filters';
import { ReportPage } from '../reports/ReportPage';
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
  return (
    <ReportPage
      name={`registration-${kind}`}
      title={translate(`registrationReports.titles.${kind}`)}
      subtitle={translate(`registrationReports.subtitles.${kind}`)}
      icon={ICONS[kind]}
      ownFilters={OWN_FILTERS}
      fetch={(query) => dataProvider.getRegistrationReport(kind, query)}
      exportPath={`reports/${REGISTRATION_REPORTS[kind].apiPath}/export`}
      exportName={translate(`registrationReports.exportNames.${kind}`)}
      ownFilterBar={(filters, onChange, data) => (
        <CategoryFilter
          kind={kind}
          categories={data?.categories ?? []}
          value={filters.extra.category ?? ''}
          onChange={(category) => onChange(withExtra(filters, 'category', category))}
        />
      )}
    >
      {(data) => <RegistrationFigures kind={kind} data={data} />}
    </ReportPage>
  );
}
