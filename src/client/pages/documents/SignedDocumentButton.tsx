import DownloadIcon from '@mui/icons-material/Download';
import { Button, type ButtonProps } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { openDownload, type DocumentLink } from '../../providers/document-methods';
import { useLanguage } from '../../providers/use-language';

type Props = {
  /** Asks the server for a signed link to the PDF in that language. */
  linkOf: (language: Language) => Promise<DocumentLink>;
  children: ReactNode;
  'aria-label'?: string;
  /** The message when the link cannot be had and the server gave none. */
  failure?: string;
  'data-testid'?: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'sx'>;

/**
 * Downloads a document's PDF in the reader's language. A fresh signed link is asked for at each
 * click and opened at once: it expires within minutes, so none is kept. Inside a clickable row
 * the click stays on the button.
 */
export function SignedDocumentButton({ linkOf, children, failure = 'qrCode.download.failed', variant = 'outlined', size, sx, ...rest }: Props) {
  const notify = useNotify();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      openDownload(await linkOf(language));
    } catch (error) {
      notify((error as Error).message || failure, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} sx={sx} startIcon={<DownloadIcon />} disabled={busy} onClick={(event) => void download(event)} {...rest}>
      {children}
    </Button>
  );
}
