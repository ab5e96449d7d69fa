import { Alert, Button, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { ResponsiveDialog } from './ResponsiveDialog';

type Props = {
  id: string;
  title: string;
  /** "12 notes approved": said as a success when any was done. */
  doneText: string;
  doneCount: number;
  /** "2 notes were left out" and each one with why. */
  leftOutText: string;
  leftOut: readonly { key: string; reason: string }[];
  /** The references to name the notes by (keys mean nothing to people). */
  references: Record<string, string>;
  closeLabel: string;
  onClose: () => void;
};

/** What an action on a batch of notes did: how many it did, and each note left out with the reason. */
export function BatchResultDialog({ id, title, doneText, doneCount, leftOutText, leftOut, references, closeLabel, onClose }: Props) {
  return (
    <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity={doneCount ? 'success' : 'info'} sx={{ mb: leftOut.length ? 2 : 0 }}>
          {doneText}
        </Alert>
        {leftOut.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{leftOutText}</Typography>
            <List dense aria-label={leftOutText}>
              {leftOut.map((item) => (
                <ListItem key={item.key} disableGutters>
                  <ListItemText primary={references[item.key] ?? item.key} secondary={item.reason} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
