import { useTranslate } from 'react-admin';
import { withExtra, type ReportFilterValues } from '../reports/report-filters';
import { ReportSelectFilter } from '../reports/ReportSelectFilter';

const TAX_TYPES = ['property', 'vehicle', 'rental', 'fee'] as const;

/** The money reports' own filter: one tax type, or all. */
export function TaxTypeFilter({ filters, onChange }: { filters: ReportFilterValues; onChange: (next: ReportFilterValues) => void }) {
  const translate = useTranslate();
  return (
    <ReportSelectFilter
      id="money-tax-type"
      label={translate('moneyReports.taxType')}
      allLabel={translate('moneyReports.allTaxTypes')}
      options={TAX_TYPES.map((taxType) => ({ value: taxType, label: translate(`values.taxType.${taxType}`) }))}
      value={filters.extra.taxType ?? ''}
      onChange={(taxType) => onChange(withExtra(filters, 'taxType', taxType))}
      minWidth={170}
    />
  );
}
