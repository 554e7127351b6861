import { describe, expect, it } from 'vitest';
import { listOperations } from '../src/http/operations.ts';
import { useTestApp } from './helpers/testApp.ts';

/** Operations anyone may call: reading the public site, signing in or out, signing up for the newsletter, and the beacon of in-app page views. */
const OPEN_WRITES = new Set(['auth.login', 'auth.logout', 'newsletter.subscribe', 'analytics.view']);

function concretePath(path: string): string {
  return path.replace('{id}', '1').replace('{revisionId}', '1').replace('{slug}', 'x').replace('{filename}', '000000000000000000000000.png');
}

describe('access control, from openapi.yaml', () => {
  const app = useTestApp();
  const operations = listOperations();

  it('declares a session on every write and every /api/blog read', () => {
    const open = operations.filter((op) => (op.method !== 'get' || op.path.startsWith('/api/blog')) && !op.secured).map((op) => op.operationId);
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
});
