import { Autocomplete, CircularProgress, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSession } from '../../providers/use-session';
import { useDebouncedValue } from '../../use-debounced-value';
import { representationOf, useReferenceList } from '../../schema-ui/widgets/use-reference';
import type { Taxpayer, TaxpayerKind } from './taxation-form';
import { TaxpayerKindToggle } from './TaxpayerKindToggle';

const SEARCH_DEBOUNCE_MS = 300;
const RESOURCE: Record<TaxpayerKind, string> = { citizen: 'citizens', organization: 'establishments' };

type Props = {
  kind: TaxpayerKind;
  taxpayer: Taxpayer | undefined;
  onKind: (kind: TaxpayerKind) => void;
  onTaxpayer: (taxpayer: Taxpayer | undefined) => void;
  error?: string;
};

/** A citizen (searched on the server as the clerk types) or one of the clerk's own establishments. */
export function TaxpayerPicker({ kind, taxpayer, onKind, onTaxpayer, error }: Props) {
  const translate = useTranslate();
  const resource = RESOURCE[kind];
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const represent = useMemo(() => representationOf(resource), [resource]);
  const { user } = useSession();
  // Staff act only for the establishments they hold (their working and associated ones): those
  // are the choices, not every establishment of the project.
  const search = useReferenceList(resource, kind === 'citizen' ? (q ? { q } : {}) : undefined, 20);
  const held = (user?.userEstablishments ?? []).map((e): RaRecord => ({ id: e._key, name: e.establishmentName ?? e._key }));
  const typed = q.trim().toLowerCase();
  const found = kind === 'citizen' ? (search.data ?? []) : held.filter((e) => !typed || String(e.name).toLowerCase().includes(typed));
  const isFetching = kind === 'citizen' && search.isFetching;
  const current = taxpayer ? ({ id: taxpayer.key, name: taxpayer.name } as RaRecord) : null;
  const options = current && !found.some((record) => record.id === current.id) ? [current, ...found] : found;
  const label = translate(`taxation.taxpayer.${kind}`);

  return (
    <Stack spacing={2}>
      <TaxpayerKindToggle
        kind={kind}
        onKind={(next) => {
          setInput('');
          onKind(next);
        }}
      />
      <Autocomplete<RaRecord>
        key={kind}
        id="taxation-taxpayer"
        options={options}
        value={current}
        filterOptions={(list) => list}
        getOptionLabel={(record) => (record.name as string | undefined) ?? represent(record)}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_, record) => onTaxpayer(record ? { key: String(record.id), name: represent(record) } : undefined)}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setInput(text);
          if (reason === 'clear') setInput('');
        }}
        loading={isFetching}
        noOptionsText={translate('schemaUi.widgets.noOptions')}
        loadingText={translate('schemaUi.widgets.loadingOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required
            error={Boolean(error)}
            helperText={error}
            placeholder={translate('schemaUi.widgets.searchPlaceholder')}
            InputProps={{
              ...params.InputProps,
              endAdornment: (
                <>
                  {isFetching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            }}
          />
        )}
      />
    </Stack>
  );
}
