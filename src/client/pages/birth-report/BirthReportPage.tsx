import ChildCareIcon from '@mui/icons-material/ChildCare';
import { useTranslate } from 'react-admin';
import { withExtra } from '../reports/report-filters';
import { ReportPage } from '../reports/ReportPage';
import { ReportSelectFilter } from '../reports/ReportSelectFilter';
import { BirthFigures } from './BirthFigures';
import { fetchBirthReport } from './birth-report-api';

const OWN_FILTERS = ['hospital'] as const;

/** /birth-registration-report: the births of the period by month, hospital, delivery type, gender and stage. */
export function BirthReportPage() {
  const translate = useTranslate();
  return (
    <ReportPage
      name="birth-registrations"
      title={translate('healthReports.birth.title')}
      subtitle={translate('healthReports.birth.subtitle')}
      icon={ChildCareIcon}
      ownFilters={OWN_FILTERS}
      fetch={fetchBirthReport}
      exportPath="reports/birth-registrations/export"
      exportName={translate('healthReports.birth.exportName')}
      ownFilterBar={(filters, onChange, data) => (
        <ReportSelectFilter
          id="report-hospital"
          label={translate('healthReports.birth.hospital')}
          allLabel={translate('healthReports.birth.allHospitals')}
          options={(data?.hospitals ?? []).map((hospital) => ({ value: hospital.key, label: hospital.name }))}
          value={filters.extra.hospital ?? ''}
          onChange={(hospital) => onChange(withExtra(filters, 'hospital', hospital))}
          minWidth={220}
        />
      )}
    >
      {(data) => <BirthFigures data={data} />}
    </ReportPage>
  );
}
