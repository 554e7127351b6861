import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthLoading } from './AuthLoading.tsx';
import { hasSessionFlag } from './flag.ts';
import { takeSessionCheck } from './earlySession.ts';
import { checkSession } from './session.ts';
import { useSignedIn } from './useSignedIn.ts';

type Status = 'checking' | 'signed-in' | 'signed-out';

/**
 * The route guard: no n4n4Auth flag sends the visitor to /login?redirect=<path>;
 * with the flag, the server confirms the cookie first, so a stale flag also ends at the login.
 * Signing out later (the flag goes away) leaves the guarded area the same way.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const router = useRouter();
  const flag = useSignedIn();
  const [status, setStatus] = useState<Status>(() => (hasSessionFlag() ? 'checking' : 'signed-out'));
  const signedOut = status === 'signed-out' || !flag;
  const redirected = useRef(false);

  useEffect(() => {
    if (status !== 'checking') return;
    let active = true;
    // The check the back office's loader started on entry, if it is still waiting to be read.
    (takeSessionCheck() ?? checkSession())
      .catch(() => false)
      .then((signedIn) => {
        if (active) setStatus(signedIn ? 'signed-in' : 'signed-out');
      });
    return () => {
      active = false;
    };
  }, [status]);

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    // Read the path now, not on every render: it is the page the visitor asked for.
    void router.navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true });
  }, [signedOut, router]);

  if (status === 'signed-in' && !signedOut) return <>{children}</>;
  return <AuthLoading />;
}
