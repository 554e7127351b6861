import { hasSessionFlag } from './flag.ts';

/**
 * Whether this browser is signed in. The session cookie decides: this tab's n4n4Auth flag answers
 * at once, and a tab without it (a new tab of a signed-in browser) asks the server, whose answer
 * writes the flag. The calls load only then, so pages that never ask do not fetch them.
 */
export async function signedInBrowser(): Promise<boolean> {
  if (hasSessionFlag()) return true;
  const { checkSession } = await import('./session.ts');
  return checkSession();
}
