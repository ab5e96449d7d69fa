import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingStatus } from '../../layout/QueryStatus';
import { CameraMessage } from './CameraMessage';
import { CheckResultView } from './CheckResultView';
import { useCameraScanner } from './use-camera-scanner';
import { useDocumentCheck } from './use-document-check';

const CAMERA_ELEMENT = 'qr-code-camera';

/** Scan with the camera or paste what a scanner read; the verdict appears below. */
export function DocumentCheck() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { status, check } = useDocumentCheck();
  const camera = useCameraScanner(CAMERA_ELEMENT, (scanned) => {
    setText(scanned);
    void check(scanned);
  });
  const active = camera.state === 'waiting' || camera.state === 'scanning';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(text);
  };

  return (
    <Stack spacing={2}>
      <Box>
        {active ? (
          <Button variant="outlined" startIcon={<StopIcon />} onClick={() => void camera.stop()}>
            {translate('qrCode.check.stopScan')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<QrCodeScannerIcon />} onClick={() => void camera.start()}>
            {translate('qrCode.check.scan')}
          </Button>
        )}
      </Box>
      <CameraMessage state={camera.state} />
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
      {status.notFound && (
        <Alert severity="warning" role="alert">
          {translate('qrCode.check.notFound')}
        </Alert>
      )}
      {status.result && <CheckResultView result={status.result} />}
    </Stack>
  );
}
