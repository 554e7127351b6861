import type { AuthProvider, UserIdentity } from 'react-admin';
import { setSessionFlag } from '../auth/flag.ts';
import { signedInBrowser } from '../auth/signedIn.ts';
import { loginPathFor } from '../auth/redirect.ts';
import { takeSignedInUser } from '../auth/earlySession.ts';
import { signedInUser, signIn, signOut, type SignedInUser } from '../auth/session.ts';

/** What the back office shows of the signed-in staff member (react-admin's identity). */
export function identityOf(user: SignedInUser): UserIdentity {
  return { id: user.id, fullName: user.displayName || user.username, username: user.username, hasBio: Boolean(user.bio?.trim()), avatar: user.avatar || undefined, role: user.role, isOwner: user.isOwner };
}

/** Leaves the admin for a path outside /n4n4 (the sign-in screen lives in the public app). */
export type LeaveAdmin = (href: string) => void;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * The admin session: the server's cookie is the gate, the n4n4Auth flag mirrors it.
 * Every way out (sign-out, a missing flag, a 401 from the API) lands on /login?redirect=<here>.
 * react-admin's own redirects are switched off because they would stay under /n4n4.
 */
export function createAuthProvider(leave: LeaveAdmin): AuthProvider {
  // Who is signed in, asked once per sign-in (the server decides what each role may do; screens only hide).
  let me: Promise<SignedInUser> | undefined;
  const whoAmI = () => {
    // The first read takes the answer asked for on entering the back office, if it is still waiting.
    me ??= (takeSignedInUser() ?? signedInUser()).catch((error: unknown) => {
      me = undefined;
      throw error;
    });
    return me;
  };
  return {
    async login({ username, password }: { username: string; password: string }) {
      me = undefined;
      const outcome = await signIn(username, password);
      if (outcome === 'invalid') throw new Error('Invalid username or password');
      if (outcome === 'codeRequired') throw new Error('This account signs in with a two-factor code: use the sign-in page.');
    },
    async logout() {
      me = undefined;
      const back = currentPath();
      await signOut();
      leave(loginPathFor(back));
      return false;
    },
    async checkAuth() {
      if (!(await signedInBrowser())) throw { message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status !== 401) return;
      me = undefined;
      setSessionFlag(false);
      leave(loginPathFor(currentPath()));
      throw { logoutUser: false, message: false };
    },
    async getIdentity() {
      return identityOf(await whoAmI());
    },
    /** Asks the server again on the next identity read (the profile screen changed the name or avatar). */
    forgetIdentity() {
      me = undefined;
      // Nor the answer read on entry, if nothing took it yet (react-admin read its cache instead).
      takeSignedInUser();
    },
    /** The signed-in staff member's role: viewer, author, editor or admin. */
    async getPermissions() {
      return (await whoAmI()).role;
    },
  };
}
