import { useTranslate } from 'react-admin';
import { SignedDocumentButton } from '../documents/SignedDocumentButton';
import { clearanceApi, type Clearance } from './clearance-api';

type Props = { clearance: Clearance; label: string; variant?: 'text' | 'contained' };

/** The certificate's PDF in the screen's language. */
export function DownloadButton({ clearance, label, variant = 'text' }: Props) {
  const translate = useTranslate();
  return (
    <SignedDocumentButton
      size="small"
      variant={variant}
      linkOf={(language) => clearanceApi.documentLink(clearance._key, language)}
      failure="clearance.issued.downloadFailed"
      aria-label={translate('clearance.issued.downloadOf', { number: clearance.number })}
      data-testid="clearance-download"
    >
      {label}
    </SignedDocumentButton>
  );
}
