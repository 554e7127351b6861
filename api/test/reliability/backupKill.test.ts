import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../src/portability/zip.ts';
import { signIn, startServer, stopServer, useServerDataDir, waitUntil } from './childServer.ts';

const BACKUP = /^pickleball-hub-backup-.*Z\.zip$/;
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('a server killed while it writes a backup', () => {
  const dataDir = useServerDataDir();
  const backupsDir = path.join(dataDir, 'backups');
  const backups = () => (existsSync(backupsDir) ? readdirSync(backupsDir).filter((name) => BACKUP.test(name)).sort() : []);

  it('leaves the earlier backups and the data as they were, and the next backup completes', { timeout: 240_000 }, async () => {
    // A backup every 1.5 s instead of daily; the log says when one starts.
    const env = { BACKUP_INTERVAL_MS: '1500', LOG_LEVEL: 'info' };
    const first = await startServer(dataDir, env);
    const cookie = await signIn(first.url);
    const post = await fetch(`${first.url}/api/blog/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ title: 'Kept through the crash', slug: 'kept-through-the-crash', content: '<p>Soft hands at the kitchen line.</p>', publishStatus: 'published' }),
    });
    expect(post.status).toBe(201);
    await waitUntil(() => backups().length >= 2, 60_000, 'two backups');
    const earlier = new Map(backups().map((name) => [name, digest(path.join(backupsDir, name))]));

    // Kill it as soon as the next backup has started, while the export is being read and written.
    const startsBefore = first.output().split('writing a backup of the site').length;
    await waitUntil(() => first.output().split('writing a backup of the site').length > startsBefore, 30_000, 'a backup to start');
    await stopServer(first);

    // Every backup finished before the kill is whole; a cut-off one left at most a hidden partial file.
    for (const [name, sum] of earlier) expect(digest(path.join(backupsDir, name)), name).toBe(sum);
    for (const name of backups()) {
      const entries = await readZip(readFileSync(path.join(backupsDir, name)));
      expect(entries.size, name).toBeGreaterThan(0);
    }
    expect(readdirSync(backupsDir).filter((name) => !BACKUP.test(name) && !name.endsWith('.partial'))).toEqual([]);

    // The data is intact, and the next backup completes and clears what the cut-off one left.
    const second = await startServer(dataDir, env);
    const read = await fetch(`${second.url}/api/public/posts/kept-through-the-crash`);
    expect(read.status).toBe(200);
    const count = backups().length;
    await waitUntil(() => backups().length > count || backups().length === 7, 60_000, 'a backup after the restart');
    await waitUntil(() => !readdirSync(backupsDir).some((name) => name.endsWith('.partial')), 30_000, 'no partial file left');
    const newest = await readZip(readFileSync(path.join(backupsDir, backups().at(-1)!)));
    const posts = [...newest.entries()].find(([name]) => name.endsWith('posts.json'));
    expect(posts && new TextDecoder().decode(posts[1]), [...newest.keys()].join(', ')).toContain('kept-through-the-crash');
    const backupLines = () => second.output().split('\n').filter((line) => line.includes('backup')).join('\n');
    const lastOk = async () => ((await (await fetch(`${second.url}/api/health`)).json()) as { backup?: { ok: boolean } }).backup?.ok === true;
    await waitUntil(lastOk, 30_000, 'a backup reported as written').catch((error: Error) => {
      throw new Error(`${error.message}\n${backupLines()}`);
    });
    await stopServer(second);
  });
});
