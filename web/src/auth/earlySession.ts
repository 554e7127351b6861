import { AUTH_CHANGE_EVENT } from './flag.ts';
import { checkSession, signedInUser, type SignedInUser } from './session.ts';

/**
 * The session check and "who is signed in", started as soon as the back office is entered (its
 * route's loader), while its screens' code still downloads; the guard and the identity read each
 * take their answer once, instead of asking one after the other once that code has run.
 */
let session: Promise<boolean> | undefined;
let user: Promise<SignedInUser> | undefined;
/** Counts this tab's sign-ins and sign-outs. */
let signChanges = 0;

// Answers asked for before this tab signed in or out describe the session before it: never taken.
window.addEventListener(AUTH_CHANGE_EVENT, () => {
  signChanges += 1;
  session = undefined;
  user = undefined;
});

/**
 * Starts both reads. Resolves with who is signed in, or undefined when the read fails or the tab
 * has signed in or out since it was asked.
 */
export function startSessionReads(): Promise<SignedInUser | undefined> {
  const asked = signChanges;
  session = checkSession();
  const read = signedInUser();
  user = read;
  // A signed-out visitor's 401 is read by whoever takes it, or by no one: the guard sends them to the login.
  return read.then(
    (answer) => (signChanges === asked ? answer : undefined),
    () => undefined,
  );
}

/** The session check started on entry, once; undefined when none is waiting. */
export function takeSessionCheck(): Promise<boolean> | undefined {
  const taken = session;
  session = undefined;
  return taken;
}

/** The signed-in account read on entry, once; undefined when none is waiting. */
export function takeSignedInUser(): Promise<SignedInUser> | undefined {
  const taken = user;
  user = undefined;
  return taken;
}
