import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicAccountMethods } from '../providers/account-methods';
import { AuthCard } from './AuthCard';

/** Asks for a reset link; the server always answers 200 so nobody learns who is registered. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const account = usePublicAccountMethods();
  const [userName, setUserName] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim()) return;
    setState('busy');
    setError(undefined);
    try {
      await account.forgotPassword(userName.trim());
      setState('sent');
    } catch (e) {
      setError((e as Error).message);
      setState('idle');
    }
  };

  return (
    <AuthCard title={translate('auth.forgotPassword.title')} subtitle={translate('auth.forgotPassword.subtitle')}>
      {state === 'sent' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {translate('auth.forgotPassword.sent')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField label={translate('auth.forgotPassword.userName')} value={userName} required onChange={(e) => setUserName(e.target.value)} />
          <Button type="submit" variant="contained" size="large" disabled={state !== 'idle' || !userName.trim()}>
            {translate('auth.forgotPassword.submit')}
          </Button>
          <Link component={RouterLink} to="/sign-in">
            {translate('auth.backToSignIn')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
