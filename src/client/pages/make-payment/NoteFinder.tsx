import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Checkbox, CircularProgress, List, ListItem, ListItemButton, ListItemText, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { TaxNoteAmount } from '../../../../resources/tax-note/TaxNoteAmount';
import type { PaymentMethods } from '../../providers/payment-methods';
import type { TaxNoteRecord } from '../../providers/tax-note-methods';
import { mayBePaid } from '../../../domain/payment-rules';
import type { Lifecycle } from '../../../domain/tax-note-protocol';

/** The server searches from 4 characters on (a reference, a phone number or a name). */
export const MIN_SEARCH = 4;

type Props = {
  onChoose: (note: TaxNoteRecord) => void;
  /** The notes ticked to be paid together (one taxpayer, one currency), and the new selection on a tick. */
  selected?: readonly TaxNoteRecord[];
  onSelect?: (notes: TaxNoteRecord[]) => void;
  autoFocus?: boolean;
};

const keyOf = (note: TaxNoteRecord) => String(note.id ?? note._key);

/**
 * Whether a found note may join the ones ticked: it can be paid now (the domain's rule, the one the
 * server applies) and it is of the same taxpayer, in the same currency, as the first one ticked.
 */
export function mayJoin(note: TaxNoteRecord, selected: readonly TaxNoteRecord[]): boolean {
  const blocked = mayBePaid({
    lifecycle: note.lifecycle as Lifecycle,
    disputed: Boolean(note.disputed),
    amount: note.amount?.amount ?? 0,
    paidAmount: note.paidAmount?.amount ?? 0,
  });
  const [first] = selected;
  return !blocked && (!first || (first.taxpayerKey === note.taxpayerKey && first.amount?.currency === note.amount?.currency));
}

/**
 * Finds notes by reference (its check character catches a typo), phone or taxpayer; one click
 * chooses one, and ticks gather several of one taxpayer to pay together.
 */
export function NoteFinder({ onChoose, selected = [], onSelect, autoFocus = false }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & PaymentMethods>();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const query = useQuery({
    queryKey: ['payment', 'find', searched],
    queryFn: () => dataProvider.findNotesToPay(searched),
    enabled: searched.length >= MIN_SEARCH,
    retry: false,
  });
  const submit = () => {
    const typed = text.trim();
    setTooShort(typed.length < MIN_SEARCH);
    if (typed.length >= MIN_SEARCH) {
      if (typed === searched) void query.refetch();
      setSearched(typed);
    }
  };
  const notes = query.data ?? [];
  return (
    <Stack spacing={1.5}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          id="payment-find"
          autoFocus={autoFocus}
          fullWidth
          label={translate('payments.find.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooShort}
          helperText={translate('payments.find.hint')}
          slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 1, flexShrink: 0 }}>
          {translate('payments.find.search')}
        </Button>
      </Box>
      {query.isFetching && <CircularProgress size={24} aria-label={translate('payments.find.searching')} />}
      {query.isError && <Alert severity="error">{(query.error as Error).message}</Alert>}
      {query.isSuccess && !query.isFetching && notes.length === 0 && <Alert severity="info">{translate('payments.find.none')}</Alert>}
      {notes.length > 0 && (
        <List aria-label={translate('payments.find.results')} dense disablePadding>
          {/* Each row is a list item whose button reads exactly what it does ('Pay <reference>'): a
              screen reader hears the same words a sighted clerk reads, and whose note it is sits beside it. */}
          {notes.map((note) => (
            <ListItem key={String(note.id)} disablePadding sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
              {onSelect && (
                <Checkbox
                  checked={selected.some((s) => keyOf(s) === keyOf(note))}
                  disabled={!selected.some((s) => keyOf(s) === keyOf(note)) && !mayJoin(note, selected)}
                  onChange={(event) => onSelect(event.target.checked ? [...selected, note] : selected.filter((s) => keyOf(s) !== keyOf(note)))}
                  slotProps={{ input: { 'aria-label': translate('payments.together.select', { reference: note.reference }) } }}
                  sx={{ flex: '0 0 auto' }}
                />
              )}
              <ListItemButton onClick={() => onChoose(note)} sx={{ borderRadius: 1, flex: '0 0 auto' }}>
                <ListItemText primary={translate('payments.find.choose', { reference: note.reference })} />
              </ListItemButton>
              <ListItemText secondary={[note.taxpayerName, note.objectLabel].filter(Boolean).join(' — ')} sx={{ minWidth: 0 }} />
              <TaxNoteAmount note={note} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
