import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { healthHandlers } from '../../src/health/handlers.ts';
import { createBackups } from '../../src/portability/backups.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The health answer reports backups only while the database is up.
useTestDatabase();
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function setUp(exportZip: () => Promise<Uint8Array>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'backups-'));
  dirs.push(dir);
  let at = Date.parse('2026-11-01T03:00:00Z');
  const backups = createBackups({ dir, exportZip, now: () => new Date(at) });
  return { dir, backups, nextDay: () => (at += DAY_MS) };
}

describe('daily backups', () => {
  it('keeps the newest seven, each a whole export', async () => {
    let n = 0;
    const { dir, backups, nextDay } = await setUp(async () => new TextEncoder().encode(`export ${(n += 1)}`));
    for (let day = 0; day < 9; day += 1) {
      await backups.runOnce();
      nextDay();
    }
    const files = await readdir(dir);
    expect(files).toHaveLength(7);
    expect(files.sort()[0]).toBe('pickleball-hub-backup-2026-11-03T03-00-00Z.zip');
    expect(await readFile(path.join(dir, 'pickleball-hub-backup-2026-11-09T03-00-00Z.zip'), 'utf8')).toBe('export 9');
    expect(backups.last()).toEqual({ at: '2026-11-09T03:00:00.000Z', ok: true });
  });

  it('a failed backup leaves the earlier ones as they were, and says so on /api/health', async () => {
    let fail = false;
    const { dir, backups, nextDay } = await setUp(async () => {
      if (fail) throw new Error('database went away');
      return new TextEncoder().encode('whole export');
    });
    await backups.runOnce();
    nextDay();
    fail = true;
    await expect(backups.runOnce()).rejects.toThrow('database went away');
    expect(await readdir(dir)).toEqual(['pickleball-hub-backup-2026-11-01T03-00-00Z.zip']);

    let body: unknown;
    const res = { json: (value: unknown) => (body = value) };
    healthHandlers({ engine: 'ferretdb', backups }).get({} as never, res as never, () => {});
    expect(body).toMatchObject({ status: 'ok', backup: { at: '2026-11-02T03:00:00.000Z', ok: false } });
  });
});
