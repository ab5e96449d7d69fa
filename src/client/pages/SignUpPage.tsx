import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordField } from '../layout/PasswordField';
import { usePublicAccountMethods } from '../providers/account-methods';
import { AuthCard } from './AuthCard';
import { EMPTY_SIGN_UP, signUpErrors, type SignUpForm } from './sign-up-form';

type Field = keyof SignUpForm;
const TEXT_FIELDS: [Field, string][] = [
  ['firstName', 'auth.signUp.firstName'],
  ['lastName', 'auth.signUp.lastName'],
  ['userName', 'auth.signUp.userName'],
  ['emailAddress', 'auth.signUp.emailAddress'],
];

/** Self sign-up: the account then waits for confirmation (/confirmation-required). */
export function SignUpPage() {
  const translate = useTranslate();
  const account = usePublicAccountMethods();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>(EMPTY_SIGN_UP);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errors = signUpErrors(form);
  const invalid = Object.keys(errors).length > 0;

  const bind = (field: Field) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: Boolean(touched[field] && errors[field]),
    helperText: touched[field] && errors[field] ? translate(errors[field]!) : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    setError(undefined);
    try {
      await account.signUp(form);
      navigate('/confirmation-required');
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={translate('auth.signUp.title')}
      subtitle={
        <>
          {translate('auth.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to="/sign-in">
            {translate('auth.signUp.signInLink')}
          </Link>
        </>
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {TEXT_FIELDS.map(([field, label]) => (
            <TextField key={field} label={translate(label)} required {...bind(field)} />
          ))}
          <Stack direction="row" spacing={1}>
            <TextField sx={{ width: 130 }} label={translate('auth.signUp.countryCode')} required {...bind('contactPhone1CountryCode')} />
            <TextField sx={{ flex: 1 }} label={translate('auth.signUp.phoneNumber')} required {...bind('phoneNumber')} />
          </Stack>
          <PasswordField label={translate('auth.signUp.password')} required autoComplete="new-password" {...bind('password')} />
          <PasswordField label={translate('auth.signUp.confirmPassword')} required autoComplete="new-password" {...bind('confirmPassword')} />
          <Button type="submit" variant="contained" size="large" disabled={busy || invalid}>
            {translate('auth.signUp.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
