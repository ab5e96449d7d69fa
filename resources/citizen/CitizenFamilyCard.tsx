import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PersonPhoto } from '../user/PersonPhoto';
import { citizenName, displayDate, type CitizenRecord } from './citizen-tabs';

type Props = { relation: string; person: CitizenRecord | null; current?: boolean };

/** One person of the family tree; a relative opens their own family tab. */
export function CitizenFamilyCard({ relation, person, current = false }: Props) {
  const translate = useTranslate();
  const content = (
    <CardContent>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <PersonPhoto documentKey={person?.photo} name={citizenName(person) || '?'} />
        <div>
          <Typography variant="caption" color="text.secondary">
            {relation}
          </Typography>
          <Typography sx={{ fontWeight: current ? 700 : 500 }}>{person ? citizenName(person) : translate('citizens.family.unknown')}</Typography>
          {person?.dateOfBirth && (
            <Typography variant="body2" color="text.secondary">
              {displayDate(person.dateOfBirth)}
            </Typography>
          )}
        </div>
      </Stack>
    </CardContent>
  );
  const key = person?._key ?? person?.id;
  return (
    <Card
      variant="outlined"
      sx={{ minWidth: 220, borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1, borderStyle: person ? 'solid' : 'dashed' }}
    >
      {key && !current ? (
        <CardActionArea component={Link} to={`/citizen/${encodeURIComponent(String(key))}/show/family-hierarchy`}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
