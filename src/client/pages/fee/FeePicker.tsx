import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NomenclatureItem } from '../taxation/taxation-form';

type Props = {
  items: NomenclatureItem[];
  value: NomenclatureItem | undefined;
  loading: boolean;
  error?: string;
  onChange: (item: NomenclatureItem | undefined) => void;
};

/** One fee of the nomenclature in force today, found by its account or its name. */
export function FeePicker({ items, value, loading, error, onChange }: Props) {
  const translate = useTranslate();
  return (
    <Autocomplete<NomenclatureItem>
      id="fee-item"
      options={items}
      value={value ?? null}
      loading={loading}
      getOptionLabel={(item) => `${item.account} — ${item.reason}`}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, item) => onChange(item ?? undefined)}
      noOptionsText={translate('collection.fee.noFees')}
      loadingText={translate('schemaUi.widgets.loadingOptions')}
      renderInput={(params) => <TextField {...params} label={translate('collection.fee.fields.item')} required error={Boolean(error)} helperText={error} />}
    />
  );
}
