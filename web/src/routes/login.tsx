import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_LOGIN_REDIRECT } from '../../../common/constants.ts';
import { signedInBrowser } from '../auth/signedIn.ts';
import { safeRedirectPath } from '../auth/redirect.ts';
import { LoginPage } from '../site/login/LoginPage.tsx';

interface LoginSearch {
  /** The same-site path to open after signing in; absent means /n4n4. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  // The router merges the raw query with what this returns, so an unsafe value must be overwritten.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: safeRedirectPath(search.redirect) }),
  beforeLoad: async ({ search }) => {
    // An already signed-in visitor goes straight on, from any tab of their browser.
    if (await signedInBrowser()) throw redirect({ href: search.redirect ?? DEFAULT_LOGIN_REDIRECT, replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirectTo={target ?? DEFAULT_LOGIN_REDIRECT} />;
}
