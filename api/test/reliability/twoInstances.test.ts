import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/auth/rateLimit.ts';
import { startDatabase, type RunningDatabase } from '../../src/db/launcher.ts';
import { makePng, upload } from '../helpers/images.ts';
import { CHILD_ADMIN_PASSWORD, signIn, startServer, stopAll, tempDataDir, type ChildServer } from './childServer.ts';

/** docs/deploying.md: another instance's writes show once a cached public body expires (5 s), plus one refresh. */
const CACHE_LIFETIME_MS = 5_000;
const SAVES = 8;
const ROUNDS = 3;

/**
 * Two real server processes started at the same moment on one empty database reached through
 * MONGODB_URI (a FerretDB this test starts), as several instances behind a reverse proxy run.
 */
describe('two API instances on one database', () => {
  const dirs = [tempDataDir(), tempDataDir(), tempDataDir()];
  let database: RunningDatabase;
  let a: ChildServer;
  let b: ChildServer;
  let cookie: string;

  beforeAll(async () => {
    database = await startDatabase({ dataDir: dirs[0]!.dir, logger: { info: () => {}, warn: () => {} } });
    const env = { MONGODB_URI: database.uri };
    [a, b] = await Promise.all([startServer(dirs[1]!.dir, env), startServer(dirs[2]!.dir, env)]);
    cookie = await signIn(a.url);
  }, 120_000);

  afterAll(async () => {
    await stopAll();
    await database?.stop();
    for (const dir of dirs) dir.remove();
  });

  const json = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', Cookie: cookie, ...init.headers } });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  };

  it('both come up, and the sample content is seeded once', async () => {
    for (const server of [a, b]) {
      const health = await json(`${server.url}/api/health`);
      expect(health.body).toMatchObject({ status: 'ok', database: { state: 'up', engine: 'external' } });
      expect(server.output()).not.toMatch(/E11000/);
    }
    const categories = await fetch(`${a.url}/api/blog/categories?range=[0,99]`, { headers: { Cookie: cookie } }).then((r) => r.json() as Promise<{ slug: string }[]>);
    const slugs = categories.map((c) => c.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(new Set(slugs).size).toBe(slugs.length);
    const publicA = await json(`${a.url}/api/public/posts`);
    const publicB = await json(`${b.url}/api/public/posts`);
    expect(publicA.body?.total).toBeGreaterThan(0);
    expect(publicB.body?.total).toBe(publicA.body?.total);
  });

  it('accepts a session cookie from one instance on the other', async () => {
    expect((await json(`${b.url}/api/auth/session`)).status).toBe(200);
    expect((await json(`${b.url}/api/blog/posts?range=[0,0]`)).status).toBe(200);
  });

  it(`shows a post published through one instance on the other within ${CACHE_LIFETIME_MS / 1000} s`, async () => {
    const slug = 'written-through-a';
    // The other instance has answered (and cached) the list and the missing post before the write.
    const before = await json(`${b.url}/api/public/posts`);
    expect((await json(`${b.url}/api/public/posts/${slug}`)).status).toBe(404);
    const created = await json(`${a.url}/api/blog/posts`, { method: 'POST', body: JSON.stringify({ title: 'Written through A', slug, content: '<p>Hello from A.</p>', publishStatus: 'published' }) });
    expect(created.status).toBe(201);
    const written = Date.now();
    let seen: number | undefined;
    while (Date.now() - written < CACHE_LIFETIME_MS + 2_000) {
      const [post, list] = await Promise.all([json(`${b.url}/api/public/posts/${slug}`), json(`${b.url}/api/public/posts`)]);
      if (post.status === 200 && list.body?.total === Number(before.body?.total) + 1) {
        seen = Date.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen, 'the post never showed on the other instance').toBeDefined();
    // Stale-while-revalidate: the first request after expiry starts the refresh, the next one sees it.
    expect(seen!).toBeLessThanOrEqual(CACHE_LIFETIME_MS + 1_500);
  });

  it(`applies exactly one of ${SAVES} simultaneous saves of one post spread over both, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const slug = `both-race-${round}`;
      const draft = { title: 'Race', slug, content: '<p>Who wins?</p>' };
      const created = await json(`${a.url}/api/blog/posts`, { method: 'POST', body: JSON.stringify(draft) });
      const { id, version } = created.body as { id: number; version: number };
      const saves = await Promise.all(
        Array.from({ length: SAVES }, (_, editor) =>
          json(`${[a, b][editor % 2]!.url}/api/blog/posts/${id}`, { method: 'PUT', body: JSON.stringify({ ...draft, title: `Editor ${editor}`, version }) }),
        ),
      );
      const statuses = saves.map((s) => s.status);
      expect(statuses.filter((s) => s === 200), `round ${round}: ${statuses.join(',')}`).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(SAVES - 1);
      const winner = saves.find((s) => s.status === 200)!.body!;
      for (const server of [a, b]) {
        expect((await json(`${server.url}/api/blog/posts/${id}`)).body).toMatchObject({ title: winner.title, version: version + 1 });
      }
    }
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const png = makePng(3, 3);
    const uploaded = await upload(a.url, cookie, [{ field: 'image', name: 'court.png', type: 'image/png', bytes: png }]);
    expect(uploaded.status).toBe(201);
    // The pipeline stores a cleaned copy: the other instance serves exactly what the first one stored.
    const [fromA, fromB] = await Promise.all([a, b].map((server) => fetch(`${server.url}${uploaded.body.url as string}`)));
    expect([fromA!.status, fromB!.status]).toEqual([200, 200]);
    expect(fromB!.headers.get('content-type')).toMatch(/^image\//);
    const [bytesA, bytesB] = await Promise.all([fromA!, fromB!].map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(bytesB!.length).toBeGreaterThan(0);
    expect(bytesB!.equals(bytesA!)).toBe(true);
  });

  // Last: it blocks sign-in from this address for the rest of the window.
  it(`the sign-in limit counts failures across both instances (${LOGIN_MAX_FAILURES} from one address)`, async () => {
    const login = (server: ChildServer, password: string) =>
      fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await login([a, b][attempt % 2]!, `wrong-${attempt}`)).status).toBe(401);
    }
    // Half the failures went through each instance: both refuse even the right password now.
    expect((await login(a, CHILD_ADMIN_PASSWORD)).status).toBe(429);
    expect((await login(b, CHILD_ADMIN_PASSWORD)).status).toBe(429);
  });
});
