import { Avatar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AccountDataProvider } from '../../providers/account-methods';

/** A stored photo, shown through a fresh signed link (links expire after 300 seconds). */
export function PhotoValue({ documentKey, size = 96 }: { documentKey: string; size?: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    dataProvider.documentLink(documentKey).then(
      (link) => live && setUrl(link),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [documentKey, dataProvider]);
  return <Avatar src={url} alt={translate('schemaUi.widgets.photoAlt')} variant="rounded" sx={{ width: size, height: size }} />;
}
