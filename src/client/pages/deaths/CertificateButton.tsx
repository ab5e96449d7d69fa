import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../exports/download-export';
import { deathsApi } from './deaths-api';

/** The death certificate's PDF, in the reader's language; only an approved declaration has one. */
export function CertificateButton({ deathKey, number, size = 'medium' }: { deathKey: string; number: string; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent) => {
    // Inside a clickable row the click stays on the button.
    event.stopPropagation();
    setBusy(true);
    try {
      saveFile(await deathsApi.certificate(deathKey));
    } catch (error) {
      notify((error as Error).message || 'deaths.register.detail.certificateFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<PictureAsPdfIcon />}
      disabled={busy}
      onClick={(event) => void download(event)}
      aria-label={translate('deaths.register.detail.certificateOf', { number })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {size === 'small' ? number : translate('deaths.register.detail.certificate')}
    </Button>
  );
}
