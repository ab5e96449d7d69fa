import { useTranslate } from 'react-admin';
import { REGISTRATION_REPORTS, type RegistrationKind } from '../../../domain/registration-report';
import { ReportSelectFilter } from '../reports/ReportSelectFilter';
import { valueLabel } from './registration-view';

type Props = { kind: RegistrationKind; categories: readonly string[]; value: string; onChange: (value: string) => void };

/** The category filter (a vehicle's category, a property's nature, a contract's category). */
export function CategoryFilter({ kind, categories, value, onChange }: Props) {
  const translate = useTranslate();
  const dimension = REGISTRATION_REPORTS[kind].dimensions[0];
  return (
    <ReportSelectFilter
      id="registration-category"
      label={translate(`registrationReports.dimensions.${dimension}`)}
      allLabel={translate('registrationReports.allCategories')}
      options={categories.map((category) => ({ value: category, label: valueLabel(translate, dimension, category) }))}
      value={value}
      onChange={onChange}
      minWidth={170}
    />
  );
}
