import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { representationOf, useChosenRecords, useReferenceList } from './use-reference';
import { useDebouncedValue } from '../../use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A key of another resource's record (x-admin-reference), chosen in a searchable list: typing
 * asks the server with `q` (its x-admin-search fields); options read as the record's representation.
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors = [], schema, options } = props;
  const translate = useTranslate();
  const resource = String((options.reference as string | undefined) ?? schema['x-admin-reference'] ?? '');
  // A reference may be narrowed by its schema (a bank account's bank: establishments of type '3').
  const filter = (options.filter ?? schema['x-admin-reference-filter']) as Record<string, unknown> | undefined;
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const represent = useMemo(() => representationOf(resource), [resource]);
  const chosenKey = typeof value === 'string' && value ? value : undefined;
  const { data: chosen = [] } = useChosenRecords(resource, chosenKey ? [chosenKey] : []);
  const { data: found = [], isFetching } = useReferenceList(resource, { ...filter, ...(q ? { q } : {}) });
  const current = chosen.find((record) => record.id === chosenKey) ?? (chosenKey ? ({ id: chosenKey } as RaRecord) : null);
  const choices = current && !found.some((record) => record.id === current.id) ? [current, ...found] : found;

  return (
    <Autocomplete<RaRecord>
      id={id}
      options={choices}
      value={current}
      filterOptions={(list) => list}
      getOptionLabel={represent}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, record) => onChange(record ? String(record.id) : undefined)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      loading={isFetching}
      disabled={disabled || readonly}
      noOptionsText={translate('schemaUi.widgets.noOptions')}
      loadingText={translate('schemaUi.widgets.loadingOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={rawErrors.length > 0}
          placeholder={translate('schemaUi.widgets.searchPlaceholder')}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
