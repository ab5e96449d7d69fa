import { Alert, Button, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResponsiveDialog } from '../../layout/ResponsiveDialog';
import type { BulkApproveResult } from '../../providers/tax-note-methods';

type Props = { outcome: BulkApproveResult; references: Record<string, string>; onClose: () => void };

/** What a bulk approval did: how many notes were approved, and each refused one with the server's reason. */
export function BulkApproveResultDialog({ outcome, references, onClose }: Props) {
  const translate = useTranslate();
  const { approved, refused } = outcome;
  return (
    <ResponsiveDialog onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-approve-result-title">
      <DialogTitle id="bulk-approve-result-title">{translate('taxNotes.approver.resultTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity={approved.length ? 'success' : 'info'} sx={{ mb: refused.length ? 2 : 0 }}>
          {translate('taxNotes.approver.approvedCount', { smart_count: approved.length })}
        </Alert>
        {refused.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{translate('taxNotes.approver.refusedCount', { smart_count: refused.length })}</Typography>
            <List dense aria-label={translate('taxNotes.approver.refusedCount', { smart_count: refused.length })}>
              {refused.map((refusal) => (
                <ListItem key={refusal.key} disableGutters>
                  <ListItemText primary={references[refusal.key] ?? refusal.key} secondary={refusal.message} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('taxNotes.approver.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
