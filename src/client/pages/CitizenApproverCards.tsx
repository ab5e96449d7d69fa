import { Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatPhone } from '../../domain/phone';
import { citizenName, displayDate, type CitizenRecord } from '../../../resources/citizen/citizen-tabs';
import { CitizenApproverActions } from './CitizenApproverActions';

/**
 * The approval queue on a phone: one card per citizen, with Approve, Reject, Merge and Update
 * under the name, where a table would have pushed them off the screen.
 */
export function CitizenApproverCards() {
  const translate = useTranslate();
  const { data = [] } = useListContext<CitizenRecord>();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((record) => {
        const details = [
          record.gender ? translate(`values.gender.${record.gender}`) : '',
          displayDate(record.dateOfBirth),
          formatPhone(record.contactPhone1CountryCode, record.contactPhone1),
          String((record as Record<string, unknown>).profession ?? ''),
        ].filter(Boolean);
        return (
          <li key={record.id}>
            <RecordContextProvider value={record}>
              <Card variant="outlined">
                <CardContent sx={{ pb: 0 }}>
                  <Link component={RouterLink} to={`/citizen/${encodeURIComponent(String(record.id))}/show`} variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {citizenName(record)}
                  </Link>
                  {details.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {details.join(' · ')}
                    </Typography>
                  )}
                </CardContent>
                <CardActions>
                  <CitizenApproverActions />
                </CardActions>
              </Card>
            </RecordContextProvider>
          </li>
        );
      })}
    </Stack>
  );
}
