import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../domain/money';
import { factorOf, type NomenclatureItem, type TaxpayerKind } from './taxation-form';

type Props = {
  items: NomenclatureItem[];
  kind: TaxpayerKind;
  /** The note's currency once it has a tax: taxes in the other one cannot join it. */
  currency: Currency | undefined;
  loading: boolean;
  disabled: boolean;
  error?: string;
  /** Under the field: which taxes are offered (those that fit the object). */
  hint: string;
  /** When none is offered: why (no object yet, none fits it, none in force). */
  emptyText: string;
  onAdd: (item: NomenclatureItem) => void;
};

/** Picks a tax of the nomenclature to add to the note; the field empties again for the next one. */
export function NomenclatureAdder({ items, kind, currency, loading, disabled, error, hint, emptyText, onAdd }: Props) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  return (
    <Autocomplete<NomenclatureItem>
      id="taxation-add-item"
      options={items}
      value={null}
      inputValue={input}
      disabled={disabled}
      loading={loading}
      blurOnSelect
      getOptionLabel={(item) => `${item.account} — ${item.reason}`}
      getOptionDisabled={(item) => currency !== undefined && factorOf(item, kind).currency !== currency}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' ? '' : text)}
      onChange={(_, item) => {
        if (!item) return;
        setInput('');
        onAdd(item);
      }}
      noOptionsText={emptyText}
      loadingText={translate('schemaUi.widgets.loadingOptions')}
      renderInput={(params) => <TextField {...params} label={translate('taxation.fields.item')} error={Boolean(error)} helperText={error ?? hint} />}
    />
  );
}
