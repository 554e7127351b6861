import { Navigate, useLocation } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthLoading } from './AuthLoading.tsx';
import { checkSession, hasSessionFlag } from './session.ts';
import { useSignedIn } from './useSignedIn.ts';

type Status = 'checking' | 'signed-in' | 'signed-out';

/**
 * The route guard (SPEC §2): no n4n4Auth flag sends the visitor to /login?redirect=<path>;
 * with the flag, the server confirms the cookie first, so a stale flag also ends at the login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const flag = useSignedIn();
  const [status, setStatus] = useState<Status>(() => (hasSessionFlag() ? 'checking' : 'signed-out'));

  useEffect(() => {
    if (status !== 'checking') return;
    let active = true;
    checkSession()
      .catch(() => false)
      .then((signedIn) => {
        if (active) setStatus(signedIn ? 'signed-in' : 'signed-out');
      });
    return () => {
      active = false;
    };
  }, [status]);

  if (status === 'checking') return <AuthLoading />;
  // Signing out in another screen (or tab) clears the flag: leave the guarded area at once.
  if (status === 'signed-out' || !flag) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <>{children}</>;
}
