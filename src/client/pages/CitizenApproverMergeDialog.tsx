import { Alert, Autocomplete, Button, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { formatPhone } from '../../domain/phone';
import { citizenName, displayDate, type CitizenRecord } from '../../../resources/citizen/citizen-tabs';
import { ResponsiveDialog } from '../layout/ResponsiveDialog';
import { useDebouncedValue } from '../use-debounced-value';

type Props = { citizen: CitizenRecord; busy: boolean; onCancel: () => void; onMerge: (intoKey: string) => void };

const describe = (c: CitizenRecord) =>
  [citizenName(c), formatPhone(c.contactPhone1CountryCode, c.contactPhone1), displayDate(c.dateOfBirth)].filter(Boolean).join(' · ');

/**
 * Merging a duplicate: the approver searches the record to keep; the waiting one is merged into
 * it and everything that pointed at the duplicate moves over (the server does it in one go).
 */
export function CitizenApproverMergeDialog({ citizen, busy, onCancel, onMerge }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(citizen.lastName ?? '');
  const [kept, setKept] = useState<CitizenRecord | null>(null);
  const q = useDebouncedValue(text.trim(), 300);
  const { data, isFetching } = useGetList<CitizenRecord>('citizen', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'lastName', order: 'ASC' },
  });
  const options = (data ?? []).filter((c) => c.id !== citizen.id && c.status !== 'merged');
  return (
    <ResponsiveDialog onClose={onCancel} dirty={kept !== null} fullWidth maxWidth="sm" aria-labelledby="citizen-merge-title">
      <DialogTitle id="citizen-merge-title">{translate('citizens.approver.mergeTitle', { name: citizenName(citizen) })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('citizens.approver.mergeHelp')}
        </Typography>
        <Autocomplete
          options={options}
          loading={isFetching}
          value={kept}
          onChange={(_, value) => setKept(value)}
          inputValue={text}
          onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
          filterOptions={(all) => all}
          getOptionLabel={describe}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={translate('citizens.approver.noMatch')}
          renderInput={(params) => <TextField {...params} autoFocus label={translate('citizens.approver.keep')} />}
        />
        {kept && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('citizens.approver.mergeWarning', { duplicate: citizenName(citizen), kept: citizenName(kept) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('citizens.approver.cancel')}</Button>
        <Button variant="contained" disabled={!kept || busy} onClick={() => kept && onMerge(String(kept.id))}>
          {translate('citizens.approver.merge')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
