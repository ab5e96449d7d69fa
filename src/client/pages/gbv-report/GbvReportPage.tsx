import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import { useTranslate } from 'react-admin';
import { ReportPage } from '../reports/ReportPage';
import { fetchGbvReport } from './gbv-report-api';
import { GbvFigures } from './GbvFigures';

/** The GBV report has no filter of its own: only the period, projects and zone every report has. */
const NO_OWN_FILTERS: readonly string[] = [];

/** /gbv-registration-report: the period's cases by incident type, zone, age group, month and sex, small counts hidden. */
export function GbvReportPage() {
  const translate = useTranslate();
  return (
    <ReportPage
      name="gbv-registrations"
      title={translate('healthReports.gbv.title')}
      subtitle={translate('healthReports.gbv.subtitle')}
      icon={HealthAndSafetyIcon}
      ownFilters={NO_OWN_FILTERS}
      fetch={fetchGbvReport}
      exportPath="reports/gbv-registrations/export"
      exportName={translate('healthReports.gbv.exportName')}
    >
      {(data) => <GbvFigures data={data} />}
    </ReportPage>
  );
}
