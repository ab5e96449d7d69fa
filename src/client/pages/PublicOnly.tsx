import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../providers/use-session';

/** Public account screens are open only to signed-out users. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return signedIn ? <Navigate to="/signed-in-redirect" replace /> : <>{children}</>;
}
