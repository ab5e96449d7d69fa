import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../providers/use-session';

/** The empty-layout signed-in screens send a signed-out visitor home with a returnUrl. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <>{children}</>;
  return <Navigate to={`/home?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
}
