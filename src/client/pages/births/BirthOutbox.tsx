import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, formatDayTime } from '../../../domain/format';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import { declarationOf, formOfDeclaration } from './birth-form';
import { BirthForm } from './BirthForm';
import type { OutboxEntry } from './outbox/outbox-store';
import { useBirthOutbox } from './outbox/use-birth-outbox';
import { useHospitals } from '../health/hospitals';
import { useOnline } from '../../offline/network-state';
import { useOfflineNote } from '../../offline/offline-note';
import { useNotifySuccess } from '../../providers/use-notify-success';

const STATUS_COLORS = { waiting: 'warning', sending: 'info', refused: 'error' } as const;
const childName = (entry: OutboxEntry) => [entry.draft.childFirstName, entry.draft.childMiddleName, entry.draft.childLastName].filter(Boolean).join(' ');

/**
 * /birth/outbox: the declarations kept in this browser until the server has them. A refused one
 * shows the server's message and is corrected here, then waits to be sent again under its key.
 */
export function BirthOutbox() {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const online = useOnline();
  useOfflineNote('births.outbox.offline');
  const { outbox, entries } = useBirthOutbox();
  const hospitals = useHospitals();
  const [editing, setEditing] = useState<OutboxEntry>();
  const [deleting, setDeleting] = useState<OutboxEntry>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`births.outbox.${key}`, options);
  const hospitalName = (key: string) => hospitals.data?.find((hospital) => hospital._key === key)?.establishmentName ?? key;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {online && entries.some((entry) => entry.status === 'waiting') && (
        <div>
          <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => void outbox.flush()}>
            {t('sendNow')}
          </Button>
        </div>
      )}
      {entries.length === 0 ? (
        <Typography sx={{ p: 2 }}>{t('empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('listLabel')}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {childName(entry)}
                    </Typography>
                    <Chip size="small" variant="outlined" color={STATUS_COLORS[entry.status]} label={t(`status.${entry.status}`)} />
                  </Box>
                  <Typography variant="body2">
                    {[
                      formatDay(entry.draft.dateOfBirth),
                      hospitalName(entry.draft.hospitalKey),
                      `${entry.draft.motherFirstName} ${entry.draft.motherLastName}`,
                    ].join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('savedAt', { at: formatDayTime(entry.savedAt) })}
                    {entry.attempts > 0 && ` · ${t('attempts', { smart_count: entry.attempts })}`}
                  </Typography>
                  {entry.status === 'refused' && entry.refusal && (
                    <Alert severity="error" role="alert">
                      {entry.refusal.message || translate('errors.generic')}
                    </Alert>
                  )}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  <Button startIcon={<EditIcon />} onClick={() => setEditing(entry)} disabled={entry.status === 'sending'}>
                    {t('edit')}
                  </Button>
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(entry)} disabled={entry.status === 'sending'}>
                    {t('delete')}
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {editing && (
        <ResponsiveDialog onClose={() => setEditing(undefined)} aria-labelledby="outbox-edit-title" fullWidth maxWidth="lg">
          <DialogTitle id="outbox-edit-title">{t('editTitle', { name: childName(editing) })}</DialogTitle>
          <DialogContent>
            {editing.refusal && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {editing.refusal.message}
              </Alert>
            )}
            <BirthForm
              initial={formOfDeclaration(editing.draft)}
              hospitals={hospitals.data ?? []}
              submitLabel={t('saveAndSend')}
              saving={false}
              onSubmit={(values) => {
                void outbox.save(declarationOf(values), editing.key).then(() => {
                  notifySuccess('births.outbox.saved');
                  setEditing(undefined);
                });
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(undefined)}>{t('cancel')}</Button>
          </DialogActions>
        </ResponsiveDialog>
      )}
      {deleting && (
        <ResponsiveDialog onClose={() => setDeleting(undefined)} aria-labelledby="outbox-delete-title" maxWidth="sm">
          <DialogTitle id="outbox-delete-title">{t('deleteTitle', { name: childName(deleting) })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('deleteBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(undefined)}>{t('cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                void outbox.remove(deleting.key).then(() => setDeleting(undefined));
              }}
            >
              {t('deleteConfirm')}
            </Button>
          </DialogActions>
        </ResponsiveDialog>
      )}
    </Box>
  );
}
