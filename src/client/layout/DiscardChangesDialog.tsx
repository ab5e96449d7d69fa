import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** The question asked before typed input is thrown away; keeping it is the default (first focus). */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="discard-changes-title" aria-describedby="discard-changes-body">
      <DialogTitle id="discard-changes-title">{translate('shell.discard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-body">{translate('shell.discard.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onKeep}>
          {translate('shell.discard.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onDiscard}>
          {translate('shell.discard.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
