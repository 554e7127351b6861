import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { runPeriodically, type Periodic } from '../periodic.ts';

/** How often a backup is made, and how many are kept. */
export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const BACKUPS_KEPT = 7;

const NAME = /^pickleball-hub-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.zip$/;
/** What a backup cut off mid-way (the server killed) leaves: removed before the next one. */
const PARTIAL = /^\.pickleball-hub-backup-.*\.partial$/;

/** The outcome of the latest backup this process attempted. */
export interface BackupResult {
  at: string;
  ok: boolean;
}

export interface BackupOptions {
  /** The folder backups are written to (DATA_DIR/backups). */
  dir: string;
  /** The site's export (docs/export-format.md). */
  exportZip: () => Promise<Uint8Array>;
  keep?: number;
  now?: () => Date;
  /** Told of each failed backup (the owner's mail); its own failure is its to report. */
  onFailure?: (failure: BackupFailure) => Promise<void>;
}

/** A backup that could not be written: when, and the cause in a few words (a code such as ENOSPC when there is one). */
export interface BackupFailure {
  at: string;
  reason: string;
}

/** The cause of a failure as the owner's mail names it: the system's code, or the message's first line. */
export const failureReason = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code) return code;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
};

const fileName = (at: Date) => `pickleball-hub-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.zip`;

/**
 * Exports of the whole site written to a folder, the newest `keep` kept. A backup is written under
 * a temporary name and renamed when complete, so a crash mid-way never leaves a partial backup
 * among the others, nor removes one.
 */
export function createBackups({ dir, exportZip, keep = BACKUPS_KEPT, now = () => new Date(), onFailure }: BackupOptions) {
  let last: BackupResult | null = null;

  async function backups(): Promise<string[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names.filter((name) => NAME.test(name)).sort();
  }

  return {
    last: () => last,
    backups,
    /** Writes one backup now, then removes the oldest past `keep`; the result is remembered either way. */
    async runOnce(): Promise<string> {
      const at = now();
      try {
        await mkdir(dir, { recursive: true });
        for (const stale of (await readdir(dir)).filter((entry) => PARTIAL.test(entry))) await rm(path.join(dir, stale), { force: true });
        const name = fileName(at);
        const partial = path.join(dir, `.${name}.partial`);
        await writeFile(partial, await exportZip());
        await rename(partial, path.join(dir, name));
        const all = await backups();
        for (const old of all.slice(0, Math.max(0, all.length - keep))) await rm(path.join(dir, old), { force: true });
        last = { at: at.toISOString(), ok: true };
        return name;
      } catch (error) {
        last = { at: at.toISOString(), ok: false };
        await onFailure?.({ at: last.at, reason: failureReason(error) }).catch(() => {});
        throw error;
      }
    },
    /** Whether the newest backup is younger than `ageMs`. */
    async recent(ageMs: number): Promise<boolean> {
      const newest = (await backups()).at(-1);
      if (!newest) return false;
      return now().getTime() - (await stat(path.join(dir, newest))).mtimeMs < ageMs;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;

/**
 * A backup daily (and at start when the newest is a day old or more); failures are logged, the next
 * day tries again. A backup still being written when the next is due is left to finish.
 */
export function startBackups(backups: Backups, logger: Pick<Logger, 'info' | 'error'>, intervalMs = BACKUP_INTERVAL_MS): Periodic {
  let running = false;
  return runPeriodically(
    async () => {
      if (running || (await backups.recent(intervalMs - Math.min(60_000, intervalMs / 2)))) return;
      running = true;
      try {
        logger.info('writing a backup of the site');
        logger.info({ file: await backups.runOnce() }, 'wrote a backup of the site');
      } finally {
        running = false;
      }
    },
    intervalMs,
    (error) => logger.error({ err: error }, 'could not write a backup of the site'),
  );
}
