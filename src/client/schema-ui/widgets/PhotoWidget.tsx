import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AccountDataProvider } from '../../providers/account-methods';
import { MAX_PHOTO_MB, PHOTO_TYPES, photoProblem, uploadPhoto } from './photo-upload';

/** A photo stored as a document: the value is its key; the preview comes through a signed link. */
export function PhotoWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly, rawErrors = [] } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const [url, setUrl] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const key = typeof value === 'string' && value ? value : undefined;

  useEffect(() => {
    let live = true;
    setUrl(undefined);
    if (key)
      dataProvider.documentLink(key).then(
        (link) => live && setUrl(link),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [key, dataProvider]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const issue = photoProblem(file);
    if (issue) return setProblem(translate(issue, { max: MAX_PHOTO_MB }));
    setProblem(undefined);
    setBusy(true);
    try {
      onChange(await uploadPhoto(dataProvider, file));
    } catch {
      setProblem(translate('schemaUi.widgets.photoFailed'));
    } finally {
      setBusy(false);
    }
  };
  const locked = disabled || readonly || busy;
  const errors = [...(problem ? [problem] : []), ...rawErrors];

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={url} alt={translate('schemaUi.widgets.photoAlt')} variant="rounded" sx={{ width: 96, height: 96 }}>
          {busy ? <CircularProgress size={28} /> : <AddAPhotoIcon />}
        </Avatar>
        <Button component="label" variant="outlined" disabled={locked} startIcon={<AddAPhotoIcon />}>
          {translate(busy ? 'schemaUi.widgets.photoUploading' : key ? 'schemaUi.widgets.photoReplace' : 'schemaUi.widgets.photoUpload')}
          <input id={id} hidden type="file" accept={PHOTO_TYPES.join(',')} onChange={(event) => void choose(event.target.files?.[0])} />
        </Button>
        {key && (
          <Button color="error" disabled={locked} startIcon={<DeleteIcon />} onClick={() => onChange(undefined)}>
            {translate('schemaUi.widgets.photoRemove')}
          </Button>
        )}
      </Box>
      {errors.length > 0 && <FormHelperText error>{errors.join(' ')}</FormHelperText>}
    </Box>
  );
}
