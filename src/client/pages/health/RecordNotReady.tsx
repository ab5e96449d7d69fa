import { Alert, Button, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate, type HttpError } from 'react-admin';

type Props = {
  query: UseQueryResult<unknown>;
  retryLabel: string;
  notFoundLabel: string;
};

/** A record screen before its record is there: a spinner while it loads, else why it could not, with a retry. */
export function RecordNotReady({ query, retryLabel, notFoundLabel }: Props) {
  const translate = useTranslate();
  if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Alert severity="error" role="alert" action={<Button onClick={() => void query.refetch()}>{retryLabel}</Button>}>
      {(query.error as HttpError | null)?.status === 404 ? notFoundLabel : query.error?.message || translate('errors.generic')}
    </Alert>
  );
}
