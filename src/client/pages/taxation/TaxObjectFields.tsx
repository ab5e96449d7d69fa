import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { representationOf } from '../../schema-ui/widgets/use-reference';
import { leaseMonthsOf, useRentalLabels } from './rental-labels';
import { TAX_TYPES, type TaxationForm, type TaxType } from './taxation-form';

type Props = {
  form: TaxationForm;
  objects: RaRecord[] | undefined;
  objectsLoading: boolean;
  objectResource: string;
  onTaxType: (taxType: TaxType) => void;
  onObject: (key: string | undefined) => void;
  onBuilding: (name: string | undefined) => void;
  errors: { taxType?: string; object?: string };
  language: Language;
};

type Building = { name: string; areaM2?: number };

/** The tax type, then the taxpayer's object of that type (a property may narrow to one building). */
export function TaxObjectFields({ form, objects, objectsLoading, objectResource, onTaxType, onObject, onBuilding, errors, language }: Props) {
  const translate = useTranslate();
  const rentals = form.taxType === 'rental';
  const representation = useMemo(() => representationOf(objectResource), [objectResource]);
  const rentalLabel = useRentalLabels(objects, rentals, language);
  const represent = rentals ? rentalLabel : representation;
  /** A lease that runs on no day of the period is shown, but cannot be chosen (src/domain/lease-period.ts). */
  const outsidePeriod = (record: RaRecord) => rentals && leaseMonthsOf(record, form.period, form.periodStart) === 0;
  const chosen = objects?.find((record) => record.id === form.objectKey);
  const buildings = (form.taxType === 'property' ? ((chosen?.buildings as Building[] | undefined) ?? []) : []).filter((b) => b.name);
  const needsObject = form.taxType !== undefined && form.taxType !== 'fee';

  return (
    <Stack spacing={2}>
      <TextField
        select
        id="taxation-tax-type"
        label={translate('taxation.fields.taxType')}
        required
        value={form.taxType ?? ''}
        error={Boolean(errors.taxType)}
        helperText={errors.taxType}
        onChange={(event) => onTaxType(event.target.value as TaxType)}
      >
        {TAX_TYPES.map((taxType) => (
          <MenuItem key={taxType} value={taxType}>
            {translate(`values.taxType.${taxType}`)}
          </MenuItem>
        ))}
      </TextField>
      {needsObject && form.taxpayer && objects && objects.length === 0 && !objectsLoading && (
        <Alert severity="warning">{translate(`taxation.object.none.${form.taxType}`)}</Alert>
      )}
      {needsObject && (objects?.length ?? 0) > 0 && (
        <TextField
          select
          id="taxation-object"
          label={translate(`taxation.object.label.${form.taxType}`)}
          required
          value={chosen ? form.objectKey : ''}
          error={Boolean(errors.object)}
          helperText={errors.object}
          onChange={(event) => onObject(event.target.value || undefined)}
        >
          {objects!.map((record) => (
            // A contract's label (parcel, renter, rent, dates) is long: on a phone it wraps rather than losing the rent off-screen.
            <MenuItem key={record.id} value={String(record.id)} disabled={outsidePeriod(record)} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {outsidePeriod(record) ? translate('taxation.object.rental.outsidePeriod', { label: represent(record) }) : represent(record)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {needsObject && !form.taxpayer && <Alert severity="info">{translate('taxation.object.taxpayerFirst')}</Alert>}
      {buildings.length > 0 && (
        <TextField
          select
          id="taxation-building"
          label={translate('taxation.fields.building')}
          value={form.building ?? ''}
          helperText={translate('taxation.object.buildingHint')}
          onChange={(event) => onBuilding(event.target.value || undefined)}
        >
          <MenuItem value="">{translate('taxation.object.wholeParcel')}</MenuItem>
          {buildings.map((building) => (
            <MenuItem key={building.name} value={building.name}>
              {building.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
