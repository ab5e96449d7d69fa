import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../../domain/format';
import { moneyText } from '../../../../resources/tax-note/tax-note-format';
import { useLanguage } from '../../providers/use-language';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import type { CallQueueRow } from '../../providers/call-center-methods';
import { CallHistory } from './CallHistory';
import { CallLogForm } from './CallLogForm';
import { useNoteLease } from './use-note-lease';

/** One note worked by the agent: held for them while open, its phones, its calls and the call-log form. */
export function CallNoteDialog({ row, onClose }: { row: CallQueueRow; onClose: () => void }) {
  const translate = useTranslate();
  const language = useLanguage();
  const { state, retry } = useNoteLease(row._key);
  const [dirty, setDirty] = useState(false);
  const phones = [
    ['notePhone', row.phone],
    ['contactPhone', row.contactPhone],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  // The same number on the note and the record is shown once.
  const unique = phones.filter(([, phone], index) => phones.findIndex(([, other]) => other === phone) === index);
  return (
    <ResponsiveDialog onClose={onClose} dirty={dirty} fullWidth maxWidth="md" aria-labelledby="call-note-title">
      <DialogTitle id="call-note-title">{translate('callCenter.note.title', { reference: row.reference })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {state.status === 'taking' && <CircularProgress size={24} aria-label={translate('callCenter.note.taking')} />}
        {(state.status === 'held' || state.status === 'failed') && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void retry()}>
                {translate('callCenter.note.retake')}
              </Button>
            }
          >
            {state.message}
            {state.status === 'held' && ` ${translate('callCenter.note.heldHint')}`}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            {translate('callCenter.queue.taxpayer')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {row.taxpayerName}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {translate('callCenter.note.remaining')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {moneyText(row.remaining, language)} ({moneyText(row.counterRemaining, language)})
          </Typography>
          <Typography component="dt" color="text.secondary">
            {translate('callCenter.note.dueDate')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDay(row.dueDate)}
          </Typography>
          {unique.map(([kind, phone]) => (
            <Box key={kind} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(`callCenter.note.${kind}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Link href={`tel:${phone}`} aria-label={translate('callCenter.note.call', { phone })}>
                  {phone}
                </Link>
              </Typography>
            </Box>
          ))}
        </Box>
        <CallHistory noteKey={row._key} />
        <CallLogForm noteKey={row._key} remaining={row.remaining} disabled={state.status !== 'mine'} onDirty={setDirty} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('callCenter.note.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
