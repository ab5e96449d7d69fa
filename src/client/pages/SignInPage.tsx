import { Alert, Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../layout/PasswordField';
import { ALREADY_LOGGED_IN } from '../providers/auth-provider';
import { STORAGE_KEYS } from '../providers/session';
import { useSession } from '../providers/use-session';
import { AuthCard } from './AuthCard';
import { safeReturnUrl } from './return-url';

/** Login screen: user name, password, remember me, forgot password, sign in. */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [params] = useSearchParams();
  const { signedIn } = useSession();
  const remembered = localStorage.getItem(STORAGE_KEYS.rememberedUserName) ?? '';
  const [userName, setUserName] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The session is saved a moment before the app opens: that moment is this sign-in's, not an earlier one's.
  const alreadySignedIn = signedIn && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (signedIn) return setError(translate(ALREADY_LOGGED_IN));
    if (!userName.trim() || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      await login({ userName: userName.trim(), password }, safeReturnUrl(params.get('returnUrl')));
      // Remember me keeps the user name for the next visit; the session itself always persists.
      if (remember) localStorage.setItem(STORAGE_KEYS.rememberedUserName, userName.trim());
      else localStorage.removeItem(STORAGE_KEYS.rememberedUserName);
    } catch (e) {
      const message = (e as Error)?.message ?? 'errors.generic';
      setError(translate(message, { _: message }));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={translate('auth.signIn.title')}
      subtitle={
        <>
          {translate('auth.signIn.noAccount')}{' '}
          <Link component={RouterLink} to="/sign-up">
            {translate('auth.signIn.signUpLink')}
          </Link>
        </>
      }
    >
      {alreadySignedIn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {translate('auth.signIn.alreadyLoggedIn')}{' '}
          <Link component={RouterLink} to="/my-work">
            {translate('auth.signIn.continue')}
          </Link>
          {' · '}
          <Link component={RouterLink} to="/sign-out">
            {translate('auth.signIn.signOut')}
          </Link>
        </Alert>
      )}
      {error && !signedIn && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField
            label={translate('auth.signIn.userName')}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            autoComplete="username"
            autoFocus={!remembered}
            required
            error={touched && !userName.trim()}
            helperText={touched && !userName.trim() ? translate('auth.required') : undefined}
          />
          <PasswordField
            label={translate('auth.signIn.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus={Boolean(remembered)}
            required
            error={touched && !password}
            helperText={touched && !password ? translate('auth.required') : undefined}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
              label={translate('auth.signIn.rememberMe')}
            />
            <Link component={RouterLink} to="/forgot-password">
              {translate('auth.signIn.forgotPassword')}
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={busy || signedIn}>
            {translate('auth.signIn.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
