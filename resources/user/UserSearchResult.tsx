import { Chip, ListItemAvatar, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../src/domain/phone';
import { PersonPhoto } from './PersonPhoto';
import type { PersonResult } from './user-form';
import { useLabelled } from '../../src/client/providers/use-labelled';

/** One search hit: photo, names and phone; for an existing user also the user name and role. */
export function UserSearchResult({ person, onPick }: { person: PersonResult; onPick: (person: PersonResult) => void }) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const name = [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
  const phone = person.phoneNumber ?? person.contactPhone1;
  return (
    <ListItemButton onClick={() => onPick(person)} aria-label={name} divider>
      <ListItemAvatar>
        <PersonPhoto documentKey={person.documentKeyList?.find((d) => d.documentS3Key1)?.documentS3Key1} name={name} />
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {phone && <span>{formatPhone(person.contactPhone1CountryCode, phone)}</span>}
            {person.isUser && person.userName && <span>{labelled(translate('users.dialog.userNameShort'), person.userName)}</span>}
            {person.isUser && person.roleName && <span>{labelled(translate('users.dialog.roleShort'), person.roleName)}</span>}
          </Stack>
        }
      />
      <Chip
        size="small"
        variant="outlined"
        color={person.isUser ? 'primary' : 'default'}
        label={translate(person.isUser ? 'users.dialog.kindUser' : 'users.dialog.kindCitizen')}
      />
    </ListItemButton>
  );
}
