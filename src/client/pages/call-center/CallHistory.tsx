import { Box, Chip, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { formatDay, formatDayTime } from '../../../domain/format';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { RetryAlert } from '../../layout/QueryStatus';
import type { CallCenterMethods } from '../../providers/call-center-methods';
import { useLabelled } from '../../providers/use-labelled';

/** A note's contacts, newest first, each with its result, promise, reminder date and how its SMS reminder fared. */
export function CallHistory({ noteKey }: { noteKey: string }) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const language = useLanguage();
  const dataProvider = useDataProvider<DataProvider & CallCenterMethods>();
  const query = useQuery({ queryKey: ['callCenter', 'logs', noteKey], queryFn: () => dataProvider.getCallLogs(noteKey), retry: false });
  return (
    <Box component="section" aria-labelledby="call-history-title">
      <Typography id="call-history-title" component="h3" variant="h6">
        {translate('callCenter.note.history')}
      </Typography>
      {query.isPending && <CircularProgress size={24} aria-label={translate('callCenter.note.historyLoading')} />}
      {query.isError && (
        <RetryAlert retryLabel={translate('callCenter.queue.retry')} onRetry={() => void query.refetch()}>
          {translate('callCenter.note.historyFailed')}
        </RetryAlert>
      )}
      {query.data?.length === 0 && <Typography color="text.secondary">{translate('callCenter.note.historyEmpty')}</Typography>}
      {query.data && query.data.length > 0 && (
        <List dense disablePadding aria-labelledby="call-history-title">
          {query.data.map((log) => (
            <ListItem key={log._key} disableGutters divider sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip size="small" label={translate(`callCenter.reminderTypes.${log.reminderType}`)} />
                <Chip
                  size="small"
                  color={log.callStatus === 'promiseToPay' ? 'primary' : 'default'}
                  label={translate(`callCenter.callStatuses.${log.callStatus}`)}
                />
                {log.smsStatus && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={log.smsStatus === 'failed' || log.smsStatus === 'notQueued' ? 'warning' : 'success'}
                    label={translate(`callCenter.smsStatuses.${log.smsStatus}`)}
                  />
                )}
              </Box>
              <ListItemText
                primary={[formatDayTime(log.calledAt), translate('callCenter.note.by', { name: log.userName })].join(' — ')}
                secondary={[
                  log.promiseDate && log.promiseAmount
                    ? labelled(translate('callCenter.queue.promise'), `${moneyText(log.promiseAmount, language)}, ${formatDay(log.promiseDate)}`)
                    : '',
                  log.reminderDate ? labelled(translate('callCenter.form.reminderDate'), formatDay(log.reminderDate)) : '',
                  log.comment,
                ]
                  .filter(Boolean)
                  .join(' — ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
