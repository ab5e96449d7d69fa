import DownloadIcon from '@mui/icons-material/Download';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { API_URL } from '../providers/api-url';
import { httpClient } from '../providers/app-providers';
import { downloadExport, exportUrl, saveFile, sizeText, type DownloadDeps, type ExportProgress } from './download-export';
import { useNotifySuccess } from '../providers/use-notify-success';

export type ServerExportButtonProps = {
  /** The export's path under /api, e.g. 'account/citizens/export'. */
  path: string;
  /** Query parameters (sort, filter, columns, a report's period…); undefined ones are left out. */
  params?: Record<string, string | undefined>;
  /** What is exported, for the button's accessible name: 'citizens'. */
  name?: string;
  disabled?: boolean;
  variant?: 'text' | 'outlined' | 'contained';
  /** For tests: how the file is saved and how the session is renewed after a 401. */
  save?: typeof saveFile;
  renewSession?: DownloadDeps['renewSession'];
};

const renewWithApp = () => httpClient(`${API_URL}/account/me`);

/**
 * Downloads a spreadsheet the server writes while it reads the rows: a dialog shows what has
 * arrived (and how many rows when the server says) and lets the user cancel; the file is saved
 * under the server's name. A refusal shows the server's translated message.
 */
export function ServerExportButton({ path, params, name, disabled, variant = 'text', save = saveFile, renewSession = renewWithApp }: ServerExportButtonProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const [progress, setProgress] = useState<ExportProgress>();
  const controller = useRef<AbortController>(undefined);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ bytes: 0 });
    try {
      const file = await downloadExport(exportUrl(path, params), abort.signal, setProgress, { renewSession, generic: translate('exportXlsx.failed') });
      save(file);
      notifySuccess('exportXlsx.done', { messageArgs: { fileName: file.fileName } });
    } catch (error) {
      if (abort.signal.aborted) notify('exportXlsx.cancelled', { type: 'info' });
      else {
        const status = (error as { status?: number }).status;
        const message = (error as Error).message;
        notify(status && status >= 400 && message ? message : 'exportXlsx.failed', { type: 'error' });
      }
    } finally {
      controller.current = undefined;
      setProgress(undefined);
    }
  };

  // Nothing until bytes arrive, and nothing while the dialog fades out (it read " received" then).
  const size = progress ? sizeText(progress.bytes, locale) : '';
  const status = !progress
    ? ''
    : progress.rows !== undefined
      ? translate('exportXlsx.progressRows', { rows: progress.rows.toLocaleString(locale), size })
      : progress.bytes > 0
        ? translate('exportXlsx.progressBytes', { size })
        : '';

  return (
    <>
      <Button
        size="small"
        variant={variant}
        onClick={() => void run()}
        disabled={disabled || Boolean(progress)}
        startIcon={<DownloadIcon />}
        aria-label={name ? translate('exportXlsx.buttonLabel', { name }) : undefined}
      >
        {translate('exportXlsx.button')}
      </Button>
      <Dialog open={Boolean(progress)} onClose={() => controller.current?.abort()} aria-labelledby="export-progress-title" fullWidth maxWidth="xs">
        <DialogTitle id="export-progress-title">{translate('exportXlsx.preparing')}</DialogTitle>
        <DialogContent>
          <LinearProgress aria-label={translate('exportXlsx.preparing')} />
          <Typography role="status" aria-live="polite" sx={{ mt: 1.5 }}>
            {status}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.current?.abort()} autoFocus>
            {translate('exportXlsx.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
