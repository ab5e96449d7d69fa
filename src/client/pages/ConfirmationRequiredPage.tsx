import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard';

/** Shown after sign-up: the account waits for its confirmation. */
export function ConfirmationRequiredPage() {
  const translate = useTranslate();
  return (
    <AuthCard title={translate('auth.confirmationRequired.title')}>
      <Typography sx={{ mb: 3 }}>{translate('auth.confirmationRequired.body')}</Typography>
      <Link component={RouterLink} to="/sign-in">
        {translate('auth.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
