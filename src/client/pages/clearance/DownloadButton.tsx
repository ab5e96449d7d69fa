import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { openDownload } from '../../providers/document-methods';
import { useLanguage } from '../../../../resources/tax-note/tax-note-format';
import { clearanceApi, type Clearance } from './clearance-api';

type Props = { clearance: Clearance; label: string; variant?: 'text' | 'contained' };

/** Asks for a fresh signed link and saves the certificate's PDF in the screen's language. */
export function DownloadButton({ clearance, label, variant = 'text' }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      openDownload(await clearanceApi.documentLink(clearance._key, language));
    } catch {
      notify('clearance.issued.downloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={download}
      aria-label={translate('clearance.issued.downloadOf', { number: clearance.number })}
      data-testid="clearance-download"
    >
      {label}
    </Button>
  );
}
