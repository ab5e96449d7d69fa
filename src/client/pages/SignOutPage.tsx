import { Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';

const REDIRECT_SECONDS = 5;

/** /sign-out: always allowed; ends the session, then leads back to sign-in. */
export function SignOutPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    // `false`: stay here to say so; react-admin still clears its store and query cache.
    void logout({}, false);
  }, [logout]);

  useEffect(() => {
    if (seconds <= 0) {
      navigate('/sign-in', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <AuthCard title={translate('auth.signOut.title')}>
      <Typography sx={{ mb: 3 }}>{translate('auth.signOut.redirecting', { seconds })}</Typography>
      <Link component={RouterLink} to="/sign-in">
        {translate('auth.signOut.now')}
      </Link>
    </AuthCard>
  );
}
