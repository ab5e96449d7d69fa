import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REGISTRATION_REPORTS, type RegistrationKind } from '../../../domain/registration-report';
import { valueLabel } from './registration-view';

type Props = { kind: RegistrationKind; categories: readonly string[]; value: string; onChange: (value: string) => void };

/** The category filter (a vehicle's category, a property's nature, a contract's category). */
export function CategoryFilter({ kind, categories, value, onChange }: Props) {
  const translate = useTranslate();
  const dimension = REGISTRATION_REPORTS[kind].dimensions[0];
  const label = translate(`registrationReports.dimensions.${dimension}`);
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      <InputLabel id="registration-category-label" shrink>
        {label}
      </InputLabel>
      <Select
        labelId="registration-category-label"
        label={label}
        value={categories.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        displayEmpty
        notched
      >
        <MenuItem value="">{translate('registrationReports.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category} value={category}>
            {valueLabel(translate, dimension, category)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
