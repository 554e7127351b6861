import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { startInstance, type LiveApp } from '../hardening/liveApp.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** An instance whose public read limit is small enough to reach in a test. */
const LIMIT = 8;

describe('the per-address limit on public reads that miss the cache', () => {
  const app = useTestApp();
  let limited: LiveApp;

  beforeAll(async () => {
    const created = await postsCreate({ client: app.admin, body: { title: 'Stacking in Doubles', slug: 'stacking', content: '<p>Keep forehands in the middle.</p>', publishStatus: 'published' } });
    expect(created.response?.status).toBe(201);
    limited = await startInstance({ PUBLIC_READ_LIMIT: String(LIMIT) });
  });
  afterAll(() => limited?.close());

  it('answers 429 with a problem document once an address has asked for too many new URLs, while cached pages keep working', async () => {
    const real = `${limited.url}/api/public/posts/stacking`;
    // Twice: the first answer fills the cache, the second is a cache hit that never reaches the app.
    expect((await fetch(real)).status).toBe(200);
    expect((await fetch(real)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i += 1) statuses.push((await fetch(`${limited.url}/api/public/posts/made-up-${i}`)).status);
    expect(statuses.slice(0, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(404));
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);

    const refused = await fetch(`${limited.url}/api/public/posts?page=77`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Too many requests/);

    // The real post, already cached, is still served to the same address.
    expect((await fetch(real)).status).toBe(200);
    // The back office is not a public read: it is never counted here.
    expect((await fetch(`${limited.url}/api/blog/posts`)).status).toBe(401);
  });

  it('counts a crowd asking for one new URL at once as one miss', async () => {
    const crowded = await startInstance({ PUBLIC_READ_LIMIT: String(LIMIT) });
    try {
      // Three new URLs, each asked by six connections at once: without sharing, 18 counted misses.
      for (const url of ['/api/public/posts', '/api/public/posts/stacking', '/api/public/gear']) {
        const statuses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${crowded.url}${url}`).then((r) => r.status)));
        expect(statuses, url).toEqual(Array(6).fill(200));
      }
      // One miss per URL has been counted (3), so five new misses still fit in the limit of 8 and the next is refused.
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT - 2; i += 1) statuses.push((await fetch(`${crowded.url}/api/public/posts/made-up-${i}`)).status);
      expect(statuses).toEqual([...Array(LIMIT - 3).fill(404), 429]);
    } finally {
      await crowded.close();
    }
  });
});
