import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../layout/PasswordField';
import { usePublicAccountMethods } from '../providers/account-methods';
import { displayName, saveSession } from '../providers/session';
import { useSession } from '../providers/use-session';
import { AuthCard } from './AuthCard';
import { safeReturnUrl } from './return-url';

/** Re-opens a locked session with the password; answers like a sign-in. */
export function UnlockSessionPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const account = usePublicAccountMethods();
  const [params] = useSearchParams();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      saveSession(await account.unlockSession({ userName: user.userName, password }));
      navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('auth.unlockSession.title')} subtitle={translate('auth.unlockSession.subtitle')}>
      {error && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField label={translate('auth.unlockSession.userName')} value={user?.userName ?? ''} disabled />
          <PasswordField
            label={translate('auth.unlockSession.password')}
            value={password}
            required
            autoFocus
            autoComplete="current-password"
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !password}>
            {translate('auth.unlockSession.submit')}
          </Button>
          <Link component={RouterLink} to="/sign-out">
            {translate('auth.unlockSession.notYou', { name: displayName(user) })}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
