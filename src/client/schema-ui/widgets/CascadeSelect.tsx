import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CascadeLevel } from './address-cascade';
import { representationOf, useReferenceList } from './use-reference';

type Props = {
  id: string;
  level: CascadeLevel;
  label: string;
  parentLabel?: string;
  /** The parent's key as a list filter; undefined while the parent is not chosen. */
  filter: Record<string, string> | undefined;
  value: string;
  disabled?: boolean;
  errors: string[];
  onChoose: (choice: { key: string; name: string } | undefined) => void;
};

const MAX_PLACES = 500;

/** One level of the address cascade: the master-data records under the chosen parent. */
export function CascadeSelect({ id, level, label, parentLabel, filter, value, disabled, errors, onChoose }: Props) {
  const translate = useTranslate();
  const { data: records = [], isFetching } = useReferenceList(level.resource, filter, MAX_PLACES);
  const represent = representationOf(level.resource);
  const waiting = filter === undefined;
  const known = records.some((record) => String(record.id) === value);

  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      disabled={disabled || waiting}
      fullWidth
      error={errors.length > 0}
      helperText={errors.join(' ') || (waiting && parentLabel ? translate('schemaUi.widgets.chooseParentFirst', { parent: parentLabel }) : undefined)}
      onChange={(event) => {
        const record = records.find((r) => String(r.id) === event.target.value);
        onChoose(record ? { key: String(record.id), name: represent(record) } : undefined);
      }}
    >
      <MenuItem value="">
        <em>{translate('schemaUi.form.none')}</em>
      </MenuItem>
      {value && !known && (
        <MenuItem value={value} disabled>
          {isFetching ? translate('schemaUi.widgets.loadingOptions') : value}
        </MenuItem>
      )}
      {records.map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {represent(record)}
        </MenuItem>
      ))}
    </TextField>
  );
}
