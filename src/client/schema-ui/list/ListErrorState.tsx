import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list shows when its request failed: an error, never an empty list, with a retry that
 * asks the server again. `name` is what the list holds, in the reader's words ('citizens').
 */
export function ListErrorState({ name }: { name: string }) {
  const translate = useTranslate();
  const { refetch, isFetching, error } = useListContext();
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return (
    <Box role="alert" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }} data-testid="list-error">
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('schemaUi.list.failed', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {detail ?? translate('schemaUi.list.failedHint')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} startIcon={<RefreshIcon />} disabled={isFetching} onClick={() => void refetch()}>
        {translate('schemaUi.list.retry')}
      </Button>
    </Box>
  );
}
