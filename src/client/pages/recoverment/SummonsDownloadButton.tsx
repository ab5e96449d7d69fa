import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { openDownload } from '../../providers/document-methods';
import { useLanguage } from '../../../../resources/tax-note/tax-note-format';
import { recovermentApi } from './recoverment-api';

/**
 * The summons's PDF in the reader's language. A fresh signed link is asked for at each click and
 * opened at once: it expires within minutes, so none is kept.
 */
export function SummonsDownloadButton({ summonsKey, number }: { summonsKey: string; number: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent) => {
    // Inside a clickable row: download without opening the note.
    event.stopPropagation();
    setBusy(true);
    try {
      openDownload(await recovermentApi.summonsLink(summonsKey, language));
    } catch (error) {
      notify((error as Error).message || 'qrCode.download.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={(event) => void download(event)}
      aria-label={translate('recoverment.actions.download', { number })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {number}
    </Button>
  );
}
