import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, InputAdornment, List, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePeopleSearch } from './use-people-search';
import type { PersonResult } from './user-form';
import { UserSearchResult } from './UserSearchResult';

type Props = { onPick: (person: PersonResult) => void; onAddUser: () => void };

/** Create mode: the 'Citizen' search over citizens and users; 'Add user' when nothing matches. */
export function UserCitizenSearch({ onPick, onAddUser }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  // Once a person is picked the hits fold away until the search text changes.
  const [picked, setPicked] = useState(false);
  const { term, results, isFetching, error } = usePeopleSearch(text);
  const pick = (person: PersonResult) => {
    setPicked(true);
    onPick(person);
  };
  return (
    <Box>
      <TextField
        fullWidth
        autoFocus
        type="search"
        label={translate('users.dialog.citizen')}
        value={text}
        onChange={(event) => {
          setPicked(false);
          setText(event.target.value);
        }}
        helperText={translate('users.dialog.searchHint')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: isFetching ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label={translate('users.dialog.searching')} />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {(error as Error).message}
        </Alert>
      )}
      {!picked && term && results && results.length > 0 && (
        <List aria-label={translate('users.dialog.results')} sx={{ maxHeight: 320, overflow: 'auto' }}>
          {results.map((person) => (
            <UserSearchResult key={`${person.isUser ? 'u' : 'c'}-${person._key}`} person={person} onPick={pick} />
          ))}
        </List>
      )}
      {!picked && term && results && results.length === 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{translate('users.dialog.noResult')}</Typography>
          <Button
            variant="outlined"
            startIcon={<PersonAddIcon />}
            onClick={() => {
              setPicked(true);
              onAddUser();
            }}
          >
            {translate('users.dialog.addUser')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
