import { Avatar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { photoLink } from '../widgets/photo-upload';

/** A stored photo, shown through a fresh signed link (links expire after 300 seconds). */
export function PhotoValue({ documentKey, size = 96 }: { documentKey: string; size?: number }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    photoLink(documentKey).then(
      (link) => live && setUrl(link),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [documentKey]);
  return <Avatar src={url} alt={translate('schemaUi.widgets.photoAlt')} variant="rounded" sx={{ width: size, height: size }} />;
}
