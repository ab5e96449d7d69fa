import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isStrongPassword } from '../../domain/password';
import { PasswordField } from '../layout/PasswordField';
import { usePublicAccountMethods } from '../providers/account-methods';
import { AuthCard } from './AuthCard';

/** Sets a new password with the token the reset e-mail carried (?token=…). */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const account = usePublicAccountMethods();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string>();
  const passwordError = isStrongPassword(password) ? undefined : 'USER.PASSWORD_VALIDATION1';
  const confirmError = confirmPassword && confirmPassword === password ? undefined : 'USER.PASSWORD_VALIDATION2';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passwordError || confirmError || !token) return;
    setState('busy');
    setError(undefined);
    try {
      await account.resetPassword({ token, password, confirmPassword });
      setState('done');
    } catch (e) {
      setError((e as Error).message);
      setState('idle');
    }
  };

  return (
    <AuthCard title={translate('auth.resetPassword.title')} subtitle={translate('auth.resetPassword.subtitle')}>
      {!token && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {translate('auth.resetPassword.missingToken')}
        </Alert>
      )}
      {state === 'done' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {translate('auth.resetPassword.done')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <PasswordField
            label={translate('auth.resetPassword.password')}
            value={password}
            required
            autoComplete="new-password"
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={touched.password && Boolean(passwordError)}
            helperText={touched.password && passwordError ? translate(passwordError) : undefined}
          />
          <PasswordField
            label={translate('auth.resetPassword.confirmPassword')}
            value={confirmPassword}
            required
            autoComplete="new-password"
            onChange={(e) => setConfirmPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
            error={touched.confirm && Boolean(confirmError)}
            helperText={touched.confirm && confirmError ? translate(confirmError) : undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={state !== 'idle' || !token || Boolean(passwordError || confirmError)}>
            {translate('auth.resetPassword.submit')}
          </Button>
          <Link component={RouterLink} to="/sign-in">
            {translate('auth.backToSignIn')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
