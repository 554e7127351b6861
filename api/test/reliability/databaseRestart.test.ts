import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_FERRETDB_BIN } from '../../src/db/launcher.ts';
import { freePort, waitForPort } from '../../src/db/ports.ts';
import { databaseChildOf, isRunning, signIn, startServer, stopAll, stopServer, tempDataDir, waitUntil, type ChildServer } from './childServer.ts';

const WORKERS = 6;
/** Kill the database once this many writes are acknowledged. */
const ACKS_BEFORE_KILL = 30;
/** A refusal while the database is down must come well before Mongoose's old 10 s buffering. */
const FAST_MS = 2_500;

interface Answer {
  kind: 'posts' | 'tags';
  slug: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  contentType: string | null;
  id?: number;
}

/** One POST of a post or a tag, and how it was answered. */
async function writeOnce(url: string, cookie: string, kind: Answer['kind'], slug: string): Promise<Answer> {
  const body = kind === 'posts' ? { title: `Restart ${slug}`, slug, content: `<p>Written as ${slug}.</p>`, publishStatus: 'published' } : { name: `Restart ${slug}`, slug };
  const started = Date.now();
  try {
    const response = await fetch(`${url}/api/blog/${kind}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
    const json = (await response.json()) as { id?: number };
    return { kind, slug, status: response.status, ms: Date.now() - started, retryAfter: response.headers.get('retry-after'), contentType: response.headers.get('content-type'), id: json.id };
  } catch {
    return { kind, slug, status: 0, ms: Date.now() - started, retryAfter: null, contentType: null }; // no answer at all: a failure the test reports
  }
}

/** Writers that POST posts and tags until stopped, keeping every answer. */
function startWriters(url: string, cookie: string, prefix: string) {
  const answers: Answer[] = [];
  let stopped = false;
  const write = async (kind: Answer['kind'], slug: string) => {
    answers.push(await writeOnce(url, cookie, kind, slug));
  };
  const worker = async (w: number) => {
    for (let n = 0; !stopped; n += 1) {
      await write(n % 3 === 2 ? 'tags' : 'posts', `${prefix}-w${w}-n${n}`);
      // While refused, do not spin: a real client would wait; keep a trickle to catch the recovery.
      if (answers.at(-1)?.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const all = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    answers,
    acks: () => answers.filter((a) => a.status === 201),
    stop: async () => {
      stopped = true;
      await all;
    },
  };
}

async function publishAndCache(url: string, cookie: string, slug: string): Promise<string> {
  const created = await fetch(`${url}/api/blog/posts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ title: 'Cached while the database is away', slug, content: '<p>Still readable.</p>', publishStatus: 'published' }),
  });
  expect(created.status).toBe(201);
  // The first read fills the cache, the second proves it is served from it.
  for (let i = 0; i < 2; i += 1) expect((await fetch(`${url}/api/public/posts/${slug}`)).status).toBe(200);
  return `${url}/api/public/posts/${slug}`;
}

async function health(url: string): Promise<number> {
  return (await fetch(`${url}/api/health`)).status;
}

/** Every stored post and tag slug, as the admin lists them. */
async function storedSlugs(url: string, cookie: string): Promise<Set<string>> {
  const slugs = new Set<string>();
  for (const kind of ['posts', 'tags']) {
    const response = await fetch(`${url}/api/blog/${kind}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    for (const row of (await response.json()) as { slug: string }[]) slugs.add(`${kind}:${row.slug}`);
  }
  return slugs;
}

interface Sample {
  at: number;
  status: number;
}

/** GETs `url` back to back until stopped, keeping when each answer came and its status (0: no answer). */
function poll(url: string) {
  const samples: Sample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const status = await fetch(url).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => 0,
      );
      samples.push({ at: Date.now(), status });
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/** While health said 503, a reader of a cached public post kept getting 200. */
function expectCachedPageServedWhileDown(health: Sample[], page: Sample[]): void {
  const down = health.filter((s) => s.status === 503);
  expect(down.length, 'health reported the database down').toBeGreaterThan(0);
  const from = down[0]!.at;
  const to = down.at(-1)!.at;
  expect(page.filter((s) => s.status !== 200), 'the cached public post was not served').toEqual([]);
  expect(page.filter((s) => s.at >= from && s.at <= to).length, 'reads of the cached post while the database was down').toBeGreaterThan(0);
}

function expectRefusalsFastAndClear(answers: Answer[], server: ChildServer): void {
  const refused = answers.filter((a) => a.status !== 201);
  // The server's own error lines say what an unexpected answer came from.
  const logged = () => server.output().split('\n').filter((line) => /"level":(40|50)|Error/.test(line)).slice(0, 5).join('\n');
  expect(
    refused.filter((a) => a.status !== 503),
    `every write was either saved (201) or refused as unavailable (503); the server logged:\n${logged()}`,
  ).toEqual([]);
  expect(refused.length, 'writes were refused while the database was down').toBeGreaterThan(0);
  // Only writes in flight at the kill wait longer: for the database to be back, to remove what they may have stored.
  expect(refused.filter((a) => a.ms >= FAST_MS).length, 'slow refusals').toBeLessThanOrEqual(WORKERS);
  for (const answer of refused) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
  }
}

describe('the database dies under the server', () => {
  const dirs: { remove(): void }[] = [];
  const externals: ChildProcess[] = [];
  afterAll(async () => {
    await stopAll();
    for (const db of externals) if (db.exitCode === null && db.signalCode === null) db.kill('SIGKILL');
    for (const dir of dirs) dir.remove();
  });

  it('restarts the FerretDB it started, refusing requests fast meanwhile and losing no acknowledged write', { timeout: 120_000 }, async () => {
    const data = tempDataDir();
    dirs.push(data);
    const server = await startServer(data.dir);
    const cookie = await signIn(server.url);
    const firstDb = server.databasePid!;
    expect(firstDb).toBeDefined();

    // Killed in the middle of a burst of writes.
    const writers = startWriters(server.url, cookie, 'embedded');
    await waitUntil(() => writers.acks().length >= ACKS_BEFORE_KILL, 30_000, `${ACKS_BEFORE_KILL} acknowledged writes`);
    process.kill(firstDb, 'SIGKILL');
    const killedAt = Date.now();
    await waitUntil(
      async () => {
        const now = databaseChildOf(server.pid);
        return now !== undefined && now !== firstDb && (await health(server.url)) === 200;
      },
      15_000,
      'a new FerretDB and health 200 again',
    );
    const recoveredMs = Date.now() - killedAt;
    const acksAtRecovery = writers.acks().length;
    await waitUntil(() => writers.acks().length >= acksAtRecovery + 10, 15_000, 'writes to be acknowledged again');
    await writers.stop();

    expect(recoveredMs, 'recovered within a few seconds').toBeLessThan(10_000);
    const secondDb = databaseChildOf(server.pid);
    expect(secondDb).toBeDefined();
    expect(secondDb).not.toBe(firstDb);
    expectRefusalsFastAndClear(writers.answers, server);
    const stored = await storedSlugs(server.url, cookie);
    console.info(`embedded: ${writers.answers.length} writes, ${writers.acks().length} acknowledged, ${writers.answers.length - writers.acks().length} refused; recovered in ${recoveredMs} ms`);
    expect(writers.acks().filter((a) => !stored.has(`${a.kind}:${a.slug}`)), 'acknowledged writes lost').toEqual([]);
    expect(writers.answers.filter((a) => a.status !== 201 && stored.has(`${a.kind}:${a.slug}`)), 'refused writes stored anyway').toEqual([]);

    // Killed again with a public post in the cache (every write clears it, so none runs now).
    const cachedPage = await publishAndCache(server.url, cookie, 'cached-while-down');
    const healthSamples = poll(`${server.url}/api/health`);
    const pageSamples = poll(cachedPage);
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(secondDb!, 'SIGKILL');
    await waitUntil(() => healthSamples.samples.some((s) => s.status === 503), 5_000, 'health to report the database down');
    await waitUntil(() => healthSamples.samples.at(-1)?.status === 200, 15_000, 'health to be 200 again');
    await Promise.all([healthSamples.stop(), pageSamples.stop()]);
    expectCachedPageServedWhileDown(healthSamples.samples, pageSamples.samples);
    expect(isRunning(server.pid), 'the server itself never stopped').toBe(true);
    await stopServer(server, 'SIGTERM');
  });

  it('exits non-zero when its FerretDB keeps dying, so that a supervisor starts it afresh', { timeout: 120_000 }, async () => {
    const data = tempDataDir();
    dirs.push(data);
    const server: ChildServer = await startServer(data.dir);
    let db = server.databasePid!;
    // Three restarts within a minute are allowed; the fourth death is one too many.
    for (let death = 1; death <= 4; death += 1) {
      process.kill(db, 'SIGKILL');
      if (death === 4) break;
      await waitUntil(() => (databaseChildOf(server.pid) ?? db) !== db, 15_000, `FerretDB to be restarted after death ${death}`);
      db = databaseChildOf(server.pid)!;
      if (death === 1) {
        await waitUntil(async () => (await health(server.url)) === 200, 15_000, 'health to be 200 after the first restart');
      }
    }
    const result = await Promise.race([server.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000))]);
    expect(result).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/the database keeps failing/);
  });

  // Timings of real processes on a shared 2-core machine: one more try, with a database of its own.
  it('with MONGODB_URI: refuses fast while the database is gone and serves again once it is back', { timeout: 120_000, retry: 1 }, async () => {
    const data = tempDataDir();
    dirs.push(data);
    const port = await freePort();
    const dbDir = path.join(data.dir, 'external-db');
    mkdirSync(dbDir, { recursive: true });
    const runDatabase = async () => {
      const db = spawn(DEFAULT_FERRETDB_BIN, ['--handler=sqlite', `--sqlite-url=file:${dbDir}/`, `--listen-addr=127.0.0.1:${port}`, '--exit-on-stdin-close'], { stdio: ['pipe', 'ignore', 'ignore'] });
      externals.push(db);
      await waitForPort(port, db);
      return db;
    };
    let database = await runDatabase();
    const server = await startServer(path.join(data.dir, 'server'), { MONGODB_URI: `mongodb://127.0.0.1:${port}/` });
    const cookie = await signIn(server.url);

    // Killed in the middle of a burst of writes, and gone for a while: the server does not own it.
    const writers = startWriters(server.url, cookie, 'external');
    await waitUntil(() => writers.acks().length >= ACKS_BEFORE_KILL, 30_000, `${ACKS_BEFORE_KILL} acknowledged writes`);
    database.kill('SIGKILL');
    await waitUntil(async () => (await health(server.url)) === 503, 5_000, 'health to report the database down');
    // The writers in flight at the kill wait for the database to come back (to undo what they may
    // have stored), so a new writer asks: it is refused at once, again and again, while it is gone.
    for (let i = 0; i < 5; i += 1) {
      const probe = await writeOnce(server.url, cookie, 'tags', `external-probe-${i}`);
      expect(probe.status, 'a write while the database is gone').toBe(503);
      expect(probe.ms, 'refused at once').toBeLessThan(FAST_MS);
      writers.answers.push(probe);
    }
    database = await runDatabase();
    const backAt = Date.now();
    await waitUntil(async () => (await health(server.url)) === 200, 15_000, 'health to be 200 again');
    const reconnectedMs = Date.now() - backAt;
    const acksAtRecovery = writers.acks().length;
    await waitUntil(() => writers.acks().length >= acksAtRecovery + 10, 15_000, 'writes to be acknowledged again');
    await writers.stop();
    console.info(`external: ${writers.answers.length} writes, ${writers.acks().length} acknowledged; reconnected ${reconnectedMs} ms after the database came back`);
    expect(reconnectedMs, 'reconnected within a few seconds').toBeLessThan(10_000);
    expectRefusalsFastAndClear(writers.answers, server);
    const stored = await storedSlugs(server.url, cookie);
    expect(writers.acks().filter((a) => !stored.has(`${a.kind}:${a.slug}`)), 'acknowledged writes lost').toEqual([]);
    expect(writers.answers.filter((a) => a.status !== 201 && stored.has(`${a.kind}:${a.slug}`)), 'refused writes stored anyway').toEqual([]);

    // Gone again with a public post cached, past the cache's 5 s lifetime here: the stale copy is served.
    const cachedPage = await publishAndCache(server.url, cookie, 'cached-while-gone');
    const healthSamples = poll(`${server.url}/api/health`);
    const pageSamples = poll(cachedPage);
    database.kill('SIGKILL');
    await waitUntil(() => healthSamples.samples.some((s) => s.status === 503), 5_000, 'health to report the database down');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    database = await runDatabase();
    await waitUntil(() => healthSamples.samples.at(-1)?.status === 200, 15_000, 'health to be 200 again');
    await Promise.all([healthSamples.stop(), pageSamples.stop()]);
    expectCachedPageServedWhileDown(healthSamples.samples, pageSamples.samples);
    await stopServer(server, 'SIGTERM');
  });
});
