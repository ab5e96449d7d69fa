import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardDecision } from '../providers/access';
import { useSession } from '../providers/use-session';
import { BirthOutboxStarter } from './BirthOutboxStarter';
import { NavigationGate } from './NavigationGate';
import { OfflineBanner } from '../offline/OfflineBanner';
import { VerificationKeysKeeper } from '../offline/VerificationKeysKeeper';

/**
 * react-admin's layout slot: every main-layout route passes through here, so the route guard
 * and the "navigation loaded before the screens" rule live in one place.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const { user, signedIn } = useSession();
  const decision = guardDecision(location.pathname, location.search, user?.role?.roleList, signedIn);
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return (
    <NavigationGate>
      <BirthOutboxStarter />
      <VerificationKeysKeeper />
      <OfflineBanner />
      {children}
    </NavigationGate>
  );
}
