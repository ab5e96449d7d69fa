import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ShellFrame } from './ShellFrame';
import { useNavigationSets } from './use-navigation';

/** The navigation is loaded before a main-layout screen is shown. */
export function NavigationGate({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const navigation = useNavigationSets();
  if (navigation.isPending) {
    return (
      <Box role="status" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-hidden />
        <Typography>{translate('shell.navigation.loading')}</Typography>
      </Box>
    );
  }
  if (navigation.isError) {
    return (
      <Box role="alert" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
        <Typography>{translate('shell.navigation.failed')}</Typography>
        <Typography color="text.secondary">{navigation.error.message}</Typography>
        <Button variant="contained" onClick={() => void navigation.refetch()}>
          {translate('shell.navigation.retry')}
        </Button>
      </Box>
    );
  }
  return <ShellFrame sets={navigation.data}>{children}</ShellFrame>;
}
