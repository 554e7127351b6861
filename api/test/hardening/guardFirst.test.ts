import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/testApp.ts';

/** What a signed-out caller sends to an operation that needs a session: it only ever learns 401. */
const BODIES: Array<[string, string, string]> = [
  ['broken JSON', 'application/json', '{"title": '],
  ['a control character', 'application/json', JSON.stringify({ title: 'Bell\u0007', slug: 'bell', content: '<p>x</p>' })],
  ['an unsupported type', 'text/plain', 'title=hello'],
  ['a valid post', 'application/json', JSON.stringify({ title: 'Fine', slug: 'fine', content: '<p>x</p>' })],
];

describe('the session is checked before the request is read', () => {
  const app = useTestApp();

  for (const [label, type, body] of BODIES) {
    it(`answers 401 to ${label} without a session, and creates nothing`, async () => {
      const response = await fetch(`${app.url}/api/blog/posts`, { method: 'POST', headers: { 'Content-Type': type }, body });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
      const list = await fetch(`${app.url}/api/blog/posts`, { headers: { Cookie: app.cookie } });
      expect(await list.json()).toEqual([]);
    });
  }

  it('answers 401 to a query with control characters without a session', async () => {
    const response = await fetch(`${app.url}/api/blog/categories?filter=${encodeURIComponent('{"q":"\u0001"}')}`);
    expect(response.status).toBe(401);
  });
});
