import { Autocomplete, CircularProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../providers/use-session';
import { useDebouncedValue } from '../../use-debounced-value';
import type { Taxpayer, TaxpayerKind } from '../taxation/taxation-form';
import { FEE_PAYER_MIN_SEARCH, feePayerLabel, useFeePayers } from './fee-payers';
import { TaxpayerKindToggle } from '../taxation/TaxpayerKindToggle';

const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  kind: TaxpayerKind;
  taxpayer: Taxpayer | undefined;
  onKind: (kind: TaxpayerKind) => void;
  onTaxpayer: (taxpayer: Taxpayer | undefined) => void;
  error?: string;
};
type Option = { key: string; name: string; label: string };

/**
 * A fee's registered payer: a citizen searched by name or phone through the Fee area's own lookup
 * (a collection point has no Citizen area), or one of the agent's own establishments.
 */
export function FeePayerPicker({ kind, taxpayer, onKind, onTaxpayer, error }: Props) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const { user } = useSession();
  const search = useFeePayers(kind === 'citizen' ? q : '');
  const typed = q.trim().toLowerCase();
  const found: Option[] =
    kind === 'citizen'
      ? (search.data ?? []).map((payer) => ({ key: payer._key, name: payer.name, label: feePayerLabel(payer) }))
      : (user?.userEstablishments ?? [])
          .map((e) => ({ key: e._key, name: e.establishmentName ?? e._key, label: e.establishmentName ?? e._key }))
          .filter((e) => !typed || e.name.toLowerCase().includes(typed));
  const isFetching = kind === 'citizen' && search.isFetching;
  const current: Option | null = taxpayer ? { key: taxpayer.key, name: taxpayer.name, label: taxpayer.name } : null;
  const options = current && !found.some((option) => option.key === current.key) ? [current, ...found] : found;
  const tooShort = kind === 'citizen' && q.trim().length < FEE_PAYER_MIN_SEARCH;
  const noOptions = tooShort
    ? translate('collection.fee.payer.typeToSearch')
    : search.isError
      ? translate('collection.fee.payer.searchFailed')
      : translate('schemaUi.widgets.noOptions');

  return (
    <Stack spacing={2}>
      <TaxpayerKindToggle
        kind={kind}
        onKind={(next) => {
          setInput('');
          onKind(next);
        }}
      />
      <Autocomplete<Option>
        key={kind}
        id="fee-payer"
        options={options}
        value={current}
        filterOptions={(list) => list}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, selected) => option.key === selected.key}
        onChange={(_, option) => onTaxpayer(option ? { key: option.key, name: option.name } : undefined)}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setInput(text);
          if (reason === 'clear') setInput('');
        }}
        loading={isFetching}
        noOptionsText={noOptions}
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
