import { describe, expect, it } from 'vitest';
import { listOperations } from '../src/http/operations.ts';
import { atLeast, ROLES, type Role } from '../src/users/user.ts';
import { useNewsletterApp } from './newsletter/newsletterApp.ts';
import { staffMember } from './users/staff.ts';

/** Operations anyone may call: reading the public site, signing in or out, accepting an invitation, resetting a password, signing up for the newsletter, asking for a member's sign-in link, and the beacon of in-app page views. */
const OPEN_WRITES = new Set(['auth.login', 'auth.logout', 'auth.acceptInvitation', 'auth.requestReset', 'auth.confirmReset', 'twoFactor.verifyLogin', 'newsletter.subscribe', 'members.signIn', 'analytics.view']);

function concretePath(path: string): string {
  return path.replace('{id}', '1').replace('{revisionId}', '1').replace('{slug}', 'x').replace('{filename}', '000000000000000000000000.png');
}

describe('access control, from openapi.yaml', () => {
  const app = useNewsletterApp();
  const operations = listOperations();

  it('declares a session (staff or member) on every write and every /api/blog read', () => {
    const open = operations.filter((op) => (op.method !== 'get' || op.path.startsWith('/api/blog')) && !op.secured && !op.member).map((op) => op.operationId);
    expect(open.sort()).toEqual([...OPEN_WRITES].sort());
  });

  it.each(operations.filter((op) => op.secured).map((op) => [op.operationId, op] as const))('%s answers 401 without a session', async (_id, op) => {
    const response = await fetch(app.url + concretePath(op.path), {
      method: op.method.toUpperCase(),
      headers: { 'Content-Type': 'application/json' },
      body: op.method === 'get' || op.method === 'delete' ? undefined : '{}',
    });
    expect(response?.status).toBe(401);
    expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('refuses a write from another site with 403 even with the session, and changes nothing', async () => {
    const attempt = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/blog/tags`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: app.cookie, ...headers },
        body: JSON.stringify({ name: 'Spam', slug: 'spam' }),
      });
    const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }];
    for (const headers of foreign) {
      const response = await attempt(headers);
      expect(response?.status).toBe(403);
      expect(((await response.json()) as { detail: string }).detail).toBe('Cross-site requests cannot change this site.');
    }
    const list = await fetch(`${app.url}/api/blog/tags`, { headers: { Cookie: app.cookie } });
    expect(await list.json()).toEqual([]);
    const sameSite = await attempt({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(sameSite.status).toBe(201);
  });

  it("refuses another site's post to the mail links' forms (member sign-in, password reset), not the site's own", async () => {
    const post = (path: string, origin: string) =>
      fetch(`${app.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: new URLSearchParams({ email: 'reader@example.com' }) });
    for (const path of ['/members/ask', '/account/forgot', '/newsletter/confirm']) expect((await post(path, 'https://evil.example')).status, path).toBe(403);
    expect((await post('/account/forgot', app.url)).status).toBe(200);
  });

  /** Each walk calls every operation of the contract one after another: it grows with the API. */
  const WALK_TIMEOUT_MS = 60_000;
  describe.each(ROLES.filter((role) => role !== 'admin').map((role) => [role] as const))('signed in as %s', (role: Role) => {
    let cookie = '';
    it(`answers 403 wherever the contract asks for more than ${role}`, async () => {
      cookie = (await staffMember(app, role, `walk-${role}`)).cookie;
      const shortOf = operations.filter((op) => op.secured && !atLeast(role, op.minRole!));
      expect(shortOf.length).toBeGreaterThan(0);
      for (const op of shortOf) {
        const response = await fetch(app.url + concretePath(op.path), {
          method: op.method.toUpperCase(),
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: op.method === 'get' || op.method === 'delete' ? undefined : '{}',
        });
        expect(response.status, op.operationId).toBe(403);
        expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
        expect(((await response.json()) as { detail: string }).detail).toBe(`Your role (${role}) cannot do this: it needs ${op.minRole} or above.`);
      }
    }, WALK_TIMEOUT_MS);

    it(`lets ${role} past the guard of every operation it may call`, async () => {
      for (const op of operations.filter((op) => op.secured && atLeast(role, op.minRole!) && op.method === 'get')) {
        const response = await fetch(app.url + concretePath(op.path), { headers: { Cookie: cookie } });
        expect([401, 403], op.operationId).not.toContain(response.status);
      }
    }, WALK_TIMEOUT_MS);
  });
});
