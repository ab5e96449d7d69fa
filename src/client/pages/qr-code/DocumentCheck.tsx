import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingStatus } from '../../layout/QueryStatus';
import { CameraMessage } from './CameraMessage';
import { CheckResultView } from './CheckResultView';
import { QrFileError, readQrFile } from './read-qr-file';
import { ReceiptFound } from './ReceiptFound';
import { useCameraScanner } from './use-camera-scanner';
import { useDocumentCheck } from './use-document-check';

const CAMERA_ELEMENT = 'qr-code-camera';

type FileState = 'idle' | 'reading' | 'noCode' | 'unreadable';

/**
 * Scan with the camera, read a picture or a PDF of the document, or paste what a scanner read;
 * the verdict appears below. The picture path is the way out when the camera is refused, missing
 * or blocked on an insecure address.
 */
export function DocumentCheck() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [fileState, setFileState] = useState<FileState>('idle');
  const fileInput = useRef<HTMLInputElement>(null);
  const { status, check } = useDocumentCheck();
  const camera = useCameraScanner(CAMERA_ELEMENT, (scanned) => {
    setText(scanned);
    void check(scanned);
  });
  const active = camera.state === 'waiting' || camera.state === 'scanning';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFileState('idle');
    void check(text);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again reads it again.
    event.target.value = '';
    if (!file) return;
    setFileState('reading');
    try {
      const scanned = await readQrFile(file);
      setFileState('idle');
      setText(scanned);
      void check(scanned);
    } catch (error) {
      setFileState(error instanceof QrFileError ? error.reason : 'noCode');
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {active ? (
          <Button variant="outlined" startIcon={<StopIcon />} onClick={() => void camera.stop()}>
            {translate('qrCode.check.stopScan')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<QrCodeScannerIcon />} onClick={() => void camera.start()}>
            {translate('qrCode.check.scan')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ImageSearchIcon />}
          disabled={active || fileState === 'reading'}
          onClick={() => fileInput.current?.click()}
          aria-describedby="qr-code-file-help"
        >
          {translate('qrCode.check.file')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/*,application/pdf,.pdf"
          aria-label={translate('qrCode.check.file')}
          onChange={(event) => void readFile(event)}
        />
      </Box>
      <Typography id="qr-code-file-help" variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        {translate('qrCode.check.fileHelp')}
      </Typography>
      <CameraMessage state={camera.state} />
      {fileState === 'reading' && <LoadingStatus label={translate('qrCode.check.reading')} />}
      {(fileState === 'noCode' || fileState === 'unreadable') && (
        <Alert severity="warning" role="alert">
          {translate(fileState === 'noCode' ? 'qrCode.check.noCodeInFile' : 'qrCode.check.unreadableFile')}
        </Alert>
      )}
      {/* html5-qrcode draws the video into this element; it stays empty until the camera runs. */}
      <Box
        id={CAMERA_ELEMENT}
        aria-label={translate('qrCode.check.camera')}
        role="region"
        hidden={camera.state !== 'scanning'}
        sx={{ width: '100%', maxWidth: 420, '& video': { width: '100% !important' } }}
      />
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate('qrCode.check.input')}
          helperText={translate('qrCode.check.inputHelp')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: '1 1 260px', minWidth: 0 }}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, 'data-testid': 'qr-code-input' } }}
        />
        <Button type="submit" variant="contained" disabled={!text.trim() || status.busy} sx={{ mt: 1 }}>
          {translate('qrCode.check.submit')}
        </Button>
      </Box>
      {status.busy && <LoadingStatus label={translate('qrCode.check.checking')} />}
      {status.problem && (
        <Alert severity="warning" role="alert">
          {translate(`qrCode.check.${status.problem}`)}
        </Alert>
      )}
      {status.result && <CheckResultView result={status.result} />}
      {status.receipt && <ReceiptFound receipt={status.receipt} />}
    </Stack>
  );
}
