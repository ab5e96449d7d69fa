import { Alert, Button, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import type { EnforcementResult } from './recoverment-api';

type Props = { outcome: EnforcementResult; references: Record<string, string>; onClose: () => void };

/** What a move to enforcement did: how many notes moved, and each one left out with why. */
export function EnforcementResultDialog({ outcome, references, onClose }: Props) {
  const translate = useTranslate();
  const { moved, skipped } = outcome;
  return (
    <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="enforcement-result-title">
      <DialogTitle id="enforcement-result-title">{translate('recoverment.enforcementResult.title')}</DialogTitle>
      <DialogContent>
        <Alert severity={moved.length ? 'success' : 'info'} sx={{ mb: skipped.length ? 2 : 0 }}>
          {translate('recoverment.enforcementResult.moved', { smart_count: moved.length })}
        </Alert>
        {skipped.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{translate('recoverment.enforcementResult.skipped', { smart_count: skipped.length })}</Typography>
            <List dense>
              {skipped.map((skip) => (
                <ListItem key={skip.key} disableGutters>
                  <ListItemText
                    primary={references[skip.key] ?? skip.key}
                    secondary={translate(`recoverment.enforcementResult.reasons.${skip.reason}`, { _: skip.reason })}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('recoverment.actions.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
