import { useTranslate } from 'react-admin';
import { SignedDocumentButton } from '../documents/SignedDocumentButton';
import { recovermentApi } from './recoverment-api';

/** The summons's PDF in the reader's language, from its row in the list. */
export function SummonsDownloadButton({ summonsKey, number }: { summonsKey: string; number: string }) {
  const translate = useTranslate();
  return (
    <SignedDocumentButton
      size="small"
      linkOf={(language) => recovermentApi.summonsLink(summonsKey, language)}
      aria-label={translate('recoverment.actions.download', { number })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {number}
    </SignedDocumentButton>
  );
}
