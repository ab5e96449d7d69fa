import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import { useTranslate } from 'react-admin';
import { HealthReportFrame } from '../birth-report/HealthReportFrame';
import { fetchGbvReport } from './gbv-report-api';
import { GbvFigures } from './GbvFigures';

/** /gbv-registration-report: the period's cases by incident type, zone, age group, month and sex, small counts hidden. */
export function GbvReportPage() {
  const translate = useTranslate();
  return (
    <HealthReportFrame
      name="gbv-registrations"
      title={translate('healthReports.gbv.title')}
      subtitle={translate('healthReports.gbv.subtitle')}
      icon={HealthAndSafetyIcon}
      fetch={fetchGbvReport}
    >
      {(data) => <GbvFigures data={data} />}
    </HealthReportFrame>
  );
}
