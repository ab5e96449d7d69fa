import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportFilterValues } from '../reports/report-filters';

const TAX_TYPES = ['property', 'vehicle', 'rental', 'fee'] as const;

/** The money reports' own filter: one tax type, or all. */
export function TaxTypeFilter({ filters, onChange }: { filters: ReportFilterValues; onChange: (next: ReportFilterValues) => void }) {
  const translate = useTranslate();
  const value = filters.extra.taxType ?? '';
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      <InputLabel id="money-tax-type-label" shrink>
        {translate('moneyReports.taxType')}
      </InputLabel>
      <Select
        labelId="money-tax-type-label"
        label={translate('moneyReports.taxType')}
        value={value}
        displayEmpty
        notched
        onChange={(event) => onChange({ ...filters, extra: { ...filters.extra, taxType: event.target.value } })}
      >
        <MenuItem value="">{translate('moneyReports.allTaxTypes')}</MenuItem>
        {TAX_TYPES.map((taxType) => (
          <MenuItem key={taxType} value={taxType}>
            {translate(`values.taxType.${taxType}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
