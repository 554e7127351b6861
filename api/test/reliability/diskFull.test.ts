import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_MESSAGES } from '../../../common/messages.ts';
import { startDatabase, type RunningDatabase } from '../../src/db/launcher.ts';
import { makeNoisePng, upload } from '../helpers/images.ts';
import { databaseChildOf, signIn, startServer, stopAll, stopServer, tempDataDir, type ChildServer } from './childServer.ts';

/** The 20 MB disk, as a real tmpfs (needs root and mount rights; else the suite is skipped). */
const DISK = '20m';
const quiet = { info: () => {}, warn: () => {} };
/** A session is written to (touched) at most every tenth of its idle time: here every second. */
const SESSION_TOUCHED_EVERY_SECOND = { SESSION_IDLE_MS: '10000' };

function mountSmallDisk(): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'pickleball-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmdirSync(dir);
    return undefined;
  }
}

/** Fills the file system holding `dir` with filler files until it refuses more; returns them, largest first. */
function fill(dir: string): string[] {
  const files: string[] = [];
  for (const size of [1024 * 1024, 64 * 1024, 4096]) {
    try {
      for (;;) {
        const file = path.join(dir, `filler-${files.length}`);
        files.push(file);
        writeFileSync(file, Buffer.alloc(size, 1));
      }
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
  }
  return files;
}

async function post(url: string, cookie: string, resource: string, body: object): Promise<Response> {
  return fetch(`${url}/api/blog/${resource}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
}

/** The port of the FerretDB a server started, from its command line. */
function databaseUriOf(server: ChildServer): string {
  const cmdline = readFileSync(`/proc/${databaseChildOf(server.pid)}/cmdline`, 'utf8');
  return `mongodb://${/--listen-addr=([\d.:]+)/.exec(cmdline)![1]}/`;
}

const disk = mountSmallDisk();
if (!disk) console.warn(`diskFull.test.ts: cannot mount a ${DISK} tmpfs here (needs root): skipped`);

describe.skipIf(!disk)('a full disk', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  let external: RunningDatabase | undefined;
  beforeAll(() => {
    cleanups.push(() => {
      execFileSync('umount', [disk!]);
      rmdirSync(disk!);
    });
  });
  afterAll(async () => {
    await stopAll();
    await external?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  for (const mode of ['embedded', 'external'] as const) {
    it(`${mode}: answers writes 507 and says so in health, leaves no upload chunks, and writes again once space is freed`, { timeout: 120_000 }, async () => {
      const root = path.join(disk!, mode);
      mkdirSync(root);
      let server: ChildServer;
      let dbUri: string;
      if (mode === 'embedded') {
        server = await startServer(root, SESSION_TOUCHED_EVERY_SECOND);
        dbUri = databaseUriOf(server);
      } else {
        external = await startDatabase({ dataDir: root, logger: quiet });
        const serverDir = tempDataDir();
        cleanups.push(() => serverDir.remove());
        server = await startServer(serverDir.dir, { ...SESSION_TOUCHED_EVERY_SECOND, MONGODB_URI: external.uri });
        dbUri = external.uri;
      }
      // Read the stored chunks straight from the database, beside the server.
      const client = new mongoose.mongo.MongoClient(dbUri, { retryWrites: false });
      await client.connect();
      const chunks = () => client.db('pickleball').collection('uploads.chunks').countDocuments();
      // Chunks of no stored file: what a failed upload would leave behind.
      const strayChunks = async () => {
        const files = await client.db('pickleball').collection('uploads.files').distinct('_id');
        return client.db('pickleball').collection('uploads.chunks').countDocuments({ files_id: { $nin: files } });
      };
      const cookie = await signIn(server.url);
      expect((await post(server.url, cookie, 'tags', { name: 'Before', slug: 'before' })).status).toBe(201);
      expect((await upload(server.url, cookie, [{ field: 'image', name: 'small.png', type: 'image/png', bytes: makeNoisePng(64, 64) }])).status).toBe(201);
      const chunksBefore = await chunks();
      expect(chunksBefore).toBeGreaterThan(0);
      // The embedded server writes a backup of the site into its data folder at start: it is
      // finished before the disk is filled, so what is left is what the database may use.
      if (mode === 'embedded') {
        const backupDone = async () => ((await (await fetch(`${server.url}/api/health`)).json()) as { backup?: { ok: boolean } }).backup?.ok;
        await expect.poll(backupDone, { timeout: 30_000 }).toBe(true);
      }

      const fillers = fill(root);
      // Space the database freed earlier (a seeded record rewritten at start-up) takes a few small
      // writes without growing its file: they go through until one needs new space.
      let refused = '';
      let full: Response | undefined;
      for (let n = 0; n < 500 && full?.status !== 507; n += 1) {
        refused = `while-full-${n}`;
        full = await post(server.url, cookie, 'tags', { name: `While full ${n}`, slug: refused });
        expect([201, 507], `write ${n} on a full disk`).toContain(full.status);
      }
      expect(full!.status).toBe(507);
      expect(full!.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await full!.json()).toMatchObject({ status: 507, title: 'Insufficient Storage', detail: STORAGE_MESSAGES.full, message: STORAGE_MESSAGES.full });
      const bigPost = await post(server.url, cookie, 'posts', { title: 'Too big for the disk', slug: 'too-big', content: `<p>${'Dink and drive. '.repeat(20_000)}</p>` });
      expect(bigPost.status).toBe(507);

      // Reads go on, even when the session is due to be touched (a write the disk refuses).
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await fetch(`${server.url}/api/blog/tags`, { headers: { Cookie: cookie } })).status).toBe(200);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { detail: string }).detail).toBe(STORAGE_MESSAGES.healthFull);

      // Some room: 2.4 MB images and their variants are stored until one fails half-way through its
      // chunks (how many fit first depends on the space the database's journal can reuse).
      for (const file of fillers.slice(0, 1)) rmSync(file);
      const noise = makeNoisePng(1000, 800);
      let image: Awaited<ReturnType<typeof upload>> | undefined;
      for (let n = 0; n < 8 && image?.status !== 507; n += 1) {
        image = await upload(server.url, cookie, [{ field: 'image', name: 'noise.png', type: 'image/png', bytes: noise }]);
        expect([201, 507], `upload ${n} with little room`).toContain(image.status);
      }
      expect(image!.status).toBe(507);
      expect(image!.body.detail).toBe(STORAGE_MESSAGES.full);

      // Space freed: writes go through again without a restart, and health says so; the failed
      // upload's chunks are gone at once, or as soon as the disk had room to record their removal.
      for (const file of fillers.slice(1)) rmSync(file);
      await expect.poll(strayChunks, { message: 'chunks left by the failed upload', timeout: 30_000 }).toBe(0);
      expect((await post(server.url, cookie, 'tags', { name: 'After', slug: 'after' })).status).toBe(201);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // A smaller image than the ones that filled the disk: the freed room also holds the
      // database's journal and, on the embedded engine, its backup, so a 2.4 MB image may not fit.
      expect((await upload(server.url, cookie, [{ field: 'image', name: 'after.png', type: 'image/png', bytes: makeNoisePng(320, 240) }])).status).toBe(201);
      const tags = (await (await fetch(`${server.url}/api/blog/tags`, { headers: { Cookie: cookie } })).json()) as { slug: string }[];
      expect(tags.map((t) => t.slug).filter((slug) => ['before', refused, 'after'].includes(slug)).sort()).toEqual(['after', 'before']);
      const posts = (await (await fetch(`${server.url}/api/blog/posts`, { headers: { Cookie: cookie } })).json()) as { slug: string }[];
      expect(posts.map((p) => p.slug)).not.toContain('too-big');

      await client.close();
      await stopServer(server, 'SIGTERM');
    });
  }
});
