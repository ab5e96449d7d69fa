import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../domain/constants';
import { Logo } from '../layout/Logo';
import { useSession } from '../providers/use-session';

/** The address the browser first loaded: /home only when something served this app there instead of the server page. */
const firstDocumentPath = () => {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return entry ? new URL(entry.name).pathname : '';
};

/**
 * /home is the server-rendered public site (no staff bundle). Reached inside this app (a redirect
 * to /home?returnUrl=…), the browser loads it for real. Only when the app itself was served at
 * /home (an offline copy of the app) does this fallback show, so the reload cannot loop.
 */
export function HomePage() {
  const translate = useTranslate();
  const { signedIn } = useSession();
  const [params] = useSearchParams();
  const servedHere = firstDocumentPath() === '/home';
  useEffect(() => {
    if (!servedHere) window.location.replace(window.location.pathname + window.location.search);
  }, [servedHere]);
  const returnUrl = params.get('returnUrl');
  const signInTarget = returnUrl ? `/sign-in?returnUrl=${encodeURIComponent(returnUrl)}` : '/sign-in';
  if (!servedHere) return null;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 3 }}>
      <Stack spacing={3} sx={{ maxWidth: 640, alignItems: 'flex-start' }}>
        <Logo />
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h6" color="text.secondary">
          {translate('shell.home.tagline')}
        </Typography>
        <Typography>{translate('shell.home.body')}</Typography>
        {signedIn ? (
          <Button component={RouterLink} to="/my-work" variant="contained" size="large">
            {translate('shell.home.openBackOffice')}
          </Button>
        ) : (
          <Button component={RouterLink} to={signInTarget} variant="contained" size="large">
            {translate('shell.home.signIn')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
