import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../use-debounced-value';
import { gbvApi, type Zone } from './gbv-api';

type Props = { value: Zone | null; onChange: (zone: Zone | null) => void; error?: string; required?: boolean };

/** A zone found by its name as it is typed (the list of zones is long), the server answering twenty at most. */
export function ZonePicker({ value, onChange, error, required }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 300);
  const zones = useQuery({ queryKey: ['gbv', 'zones', search], queryFn: () => gbvApi.zones(search) });
  return (
    <Autocomplete<Zone>
      id="gbv-zone"
      options={zones.data ?? []}
      value={value}
      loading={zones.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option._key === chosen._key}
      getOptionLabel={(zone) => zone.name}
      onChange={(_, zone) => onChange(zone)}
      onInputChange={(_, typed) => setText(typed)}
      noOptionsText={translate('gbv.register.form.noZone')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} label={translate('gbv.fields.zone')} required={required} error={Boolean(error)} helperText={error} />}
    />
  );
}
