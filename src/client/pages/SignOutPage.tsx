import { Alert, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';

const REDIRECT_SECONDS = 5;

/** /sign-out: always allowed; ends the session, then leads back to sign-in. */
export function SignOutPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const reason = useSearchParams()[0].get('reason');
  // Sent here by SESSION_ENDED_PATH: the user did not ask to leave, so say why (admin-health C3).
  // Read once: signing out may move the address on.
  const [ended] = useState(() => reason === 'session-ended');

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
      {ended && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('auth.signOut.sessionEnded')}
        </Alert>
      )}
      <Typography sx={{ mb: 3 }}>{translate('auth.signOut.redirecting', { seconds })}</Typography>
      <Link component={RouterLink} to="/sign-in">
        {translate('auth.signOut.now')}
      </Link>
    </AuthCard>
  );
}
