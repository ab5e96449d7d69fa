import DownloadIcon from '@mui/icons-material/Download';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { documents, openDownload, type DocumentLink } from '../../src/client/providers/document-methods';
import { useLanguage } from './tax-note-format';

type Props = { what: { noteKey: string } | { receiptNumber: string }; label?: string } & Pick<ButtonProps, 'variant' | 'size'>;

/**
 * "Download PDF" in the reader's language. A fresh signed link is asked for at each click and
 * opened at once: it expires within minutes, so none is kept.
 */
export function DocumentDownloadButton({ what, label, variant = 'outlined', size }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const link: DocumentLink =
        'noteKey' in what ? await documents.noteDocumentLink(what.noteKey, language) : await documents.receiptDocumentLink(what.receiptNumber, language);
      openDownload(link);
    } catch (error) {
      notify((error as Error).message || 'qrCode.download.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()} aria-label={label}>
      {translate('qrCode.download.pdf')}
    </Button>
  );
}
