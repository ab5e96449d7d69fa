import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NOTIFICATION_DURATIONS } from '../../src/domain/constants';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';

/**
 * The supporting document of a step (a new amount, a dispute). Its link is signed for a few
 * minutes, so it is asked for on the click rather than when the history is shown.
 */
export function EventDocumentLink({ documentKey }: { documentKey: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<AccountDataProvider>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      window.open(await provider.documentLink(documentKey), '_blank', 'noopener');
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: NOTIFICATION_DURATIONS.veryLow });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<AttachFileIcon />} disabled={busy} onClick={() => void open()} sx={{ px: 0 }}>
      {translate('taxNotes.history.document')}
    </Button>
  );
}
