import { Autocomplete, CircularProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../use-debounced-value';
import type { Taxpayer, TaxpayerKind } from './taxation-form';
import { TaxpayerKindToggle } from './TaxpayerKindToggle';
import { usePayerOptions, type CitizenLookup, type PayerOption } from './use-payer-options';

const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  /** The field's id (two pickers never share a page, but tests and labels find it by id). */
  id: string;
  citizenLookup: CitizenLookup;
  kind: TaxpayerKind;
  taxpayer: Taxpayer | undefined;
  onKind: (kind: TaxpayerKind) => void;
  onTaxpayer: (taxpayer: Taxpayer | undefined) => void;
  error?: string;
};

/**
 * Who pays: a citizen searched on the server as the user types, or one of the user's own
 * establishments. Taxation, clearance and /fee use it; only where citizens are looked up differs.
 */
export function PayerPicker({ id, citizenLookup, kind, taxpayer, onKind, onTaxpayer, error }: Props) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const { options: found, isFetching, noOptionsText } = usePayerOptions(citizenLookup, kind, q);
  const current: PayerOption | null = taxpayer ? { ...taxpayer, label: taxpayer.name } : null;
  const options = current && !found.some((option) => option.key === current.key) ? [current, ...found] : found;

  return (
    <Stack spacing={2}>
      <TaxpayerKindToggle
        kind={kind}
        onKind={(next) => {
          setInput('');
          onKind(next);
        }}
      />
      <Autocomplete<PayerOption>
        key={kind}
        id={id}
        options={options}
        value={current}
        filterOptions={(list) => list}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, selected) => option.key === selected.key}
        onChange={(_, option) =>
          onTaxpayer(option ? { key: option.key, name: option.name, phoneCountryCode: option.phoneCountryCode, phoneNumber: option.phoneNumber } : undefined)
        }
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setInput(text);
          if (reason === 'clear') setInput('');
        }}
        loading={isFetching}
        noOptionsText={noOptionsText}
        loadingText={translate('schemaUi.widgets.loadingOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(`taxation.taxpayer.${kind}`)}
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
