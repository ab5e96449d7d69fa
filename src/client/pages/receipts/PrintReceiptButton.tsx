import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { documents, openDownload } from '../../providers/document-methods';
import { useLanguage } from '../../providers/use-language';
import { canShowPdf, clearPrintFrame, printPdf } from './print-pdf';

type Props = { receiptNumber: string | undefined; label: string };

/**
 * Print on a receipt: prints the receipt's PDF (with its QR code, on one page), never the screen.
 * A browser that cannot show a PDF in the page (Android) downloads it, to print from its reader.
 */
export function PrintReceiptButton({ receiptNumber, label }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  useEffect(() => clearPrintFrame, []);
  const print = async () => {
    if (!receiptNumber) return;
    setBusy(true);
    try {
      const link = await documents.receiptDocumentLink(receiptNumber, language);
      if (canShowPdf()) {
        await printPdf(link);
      } else {
        openDownload(link);
        notify('qrCode.download.printFromReader', { type: 'info' });
      }
    } catch (error) {
      notify((error as Error).message && !/^HTTP /.test((error as Error).message) ? (error as Error).message : 'qrCode.download.printFailed', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" startIcon={<PrintIcon />} disabled={!receiptNumber || busy} onClick={() => void print()}>
      {translate(label)}
    </Button>
  );
}
