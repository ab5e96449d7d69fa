import type { ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SignedDocumentButton } from '../../src/client/pages/documents/SignedDocumentButton';
import { documents } from '../../src/client/providers/document-methods';

type Props = { what: { noteKey: string } | { receiptNumber: string }; label?: string } & Pick<ButtonProps, 'variant' | 'size'>;

/** "Download PDF" of a note or a receipt, in the reader's language. */
export function DocumentDownloadButton({ what, label, variant = 'outlined', size }: Props) {
  const translate = useTranslate();
  return (
    <SignedDocumentButton
      variant={variant}
      size={size}
      aria-label={label}
      linkOf={(language) =>
        'noteKey' in what ? documents.noteDocumentLink(what.noteKey, language) : documents.receiptDocumentLink(what.receiptNumber, language)
      }
    >
      {translate('qrCode.download.pdf')}
    </SignedDocumentButton>
  );
}
