import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DOCUMENT_TYPES } from '../../src/domain/documents';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';
import { MAX_PHOTO_MB, documentProblem, uploadFile } from '../../src/client/schema-ui/widgets/photo-upload';

type Props = {
  /** The stored document's key, once uploaded. */
  onChange: (documentKey: string | undefined) => void;
  /** True while the file is being sent, so the dialog waits for it. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * An optional supporting document (the taxpayer's letter, a survey, a scan) for a new amount or a
 * dispute: uploaded as soon as it is chosen, so the step itself only carries its key.
 */
export function SupportingDocumentField({ onChange, onBusyChange }: Props) {
  const translate = useTranslate();
  const provider = useDataProvider<AccountDataProvider>();
  const inputId = useId();
  const [fileName, setFileName] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const issue = documentProblem(file);
    if (issue) {
      setProblem(translate(issue, { max: MAX_PHOTO_MB }));
      return;
    }
    setProblem(undefined);
    setUploading(true);
    onBusyChange(true);
    try {
      onChange(await uploadFile(provider, file, 'document'));
      setFileName(file.name);
    } catch (error) {
      setProblem((error as Error).message);
      onChange(undefined);
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  const remove = () => {
    setFileName(undefined);
    onChange(undefined);
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" id={`${inputId}-label`}>
        {translate('taxNotes.actions.document')}
      </Typography>
      {fileName ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AttachFileIcon fontSize="small" aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{fileName}</Typography>
          <IconButton aria-label={translate('taxNotes.actions.removeDocument', { name: fileName })} onClick={remove} size="small">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <Button component="label" variant="text" startIcon={uploading ? <CircularProgress size={16} /> : <AttachFileIcon />} disabled={uploading}>
          {translate(uploading ? 'taxNotes.actions.uploadingDocument' : 'taxNotes.actions.attachDocument')}
          <input
            hidden
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            aria-labelledby={`${inputId}-label`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
      )}
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
