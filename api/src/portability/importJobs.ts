import { HttpProblem, notFound } from '../http/problem.ts';
import type { Logger } from '../logger.ts';
import type { PublicCache } from '../public/cache.ts';
import type { StaffUser } from '../users/user.ts';
import type { ImportService, ImportSource } from './importService.ts';
import { openUploadsZip } from './imports/uploadsZip.ts';
import type { ImportJob, ImportJobRepository } from './repository/importJobs.ts';

export const IMPORT_JOB_MESSAGES = {
  busy: 'An import is already running on this site: wait for it to finish, then start the next one.',
  interrupted: 'interrupted by a restart: import the file again to bring in the rest (what was imported is skipped)',
  failed: 'the import stopped on an unexpected error',
} as const;

export interface ImportJobInput {
  source: ImportSource;
  /** The export file's text. */
  file: string;
  /** The ZIP of the old site's uploads, when the owner gave one. */
  uploads?: Uint8Array;
  dryRun: boolean;
  /** The authors nobody here is are invited (see ImportRun). */
  inviteAuthors?: boolean;
}

export interface ImportJobDeps {
  imports: Pick<ImportService, 'parse' | 'run'>;
  repository: ImportJobRepository;
  /** Emptied when a written import ends: its posts were written after the start's answer. */
  cache: Pick<PublicCache, 'invalidate'>;
  logger?: Pick<Logger, 'error'>;
  /** How often a running job's counts are saved (its own process answers from memory). */
  saveEveryMs?: number;
}

/** Where a job's state is read. */
export const jobPath = (id: string) => `/api/import/jobs/${id}`;

/**
 * Imports run in the background, one at a time per site. The file and ZIP are checked before the
 * start is answered (a bad one changes nothing); the job then reports its counts as it goes and
 * its report at the end. A job stored as running that this process is not running was cut short
 * by a restart, and reads as failed.
 */
export function createImportJobs({ imports, repository, cache, logger, saveEveryMs = 1_000 }: ImportJobDeps) {
  let current: ImportJob | 'starting' | undefined;

  const busy = () => new HttpProblem(409, IMPORT_JOB_MESSAGES.busy, typeof current === 'object' ? { headers: { Location: jobPath(current.id) } } : {});

  async function interrupted(job: ImportJob): Promise<ImportJob> {
    const failed = { state: 'failed' as const, reason: IMPORT_JOB_MESSAGES.interrupted, finishedAt: new Date().toISOString() };
    await repository.update(job.id, failed);
    return { ...job, ...failed };
  }

  async function run(job: ImportJob, input: ImportJobInput, parsed: ReturnType<ImportService['parse']>, zip: ReturnType<typeof openUploadsZip> | undefined, actor: StaffUser) {
    let savedAt = 0;
    let saving: Promise<void> = Promise.resolve();
    /** The end saved first, then shown: once a reader sees it, the next import may start. */
    const end = async (change: Partial<ImportJob>) => {
      await saving;
      const ended = { done: job.done, total: job.total, ...change, finishedAt: new Date().toISOString() };
      await repository.update(job.id, ended).catch((error: unknown) => logger?.error({ err: error, job: job.id }, 'could not save the end of an import job'));
      Object.assign(job, ended);
    };
    try {
      await repository.update(job.id, { state: 'running' });
      job.state = 'running';
      const report = await imports.run(input.source, parsed, actor, {
        dryRun: input.dryRun,
        inviteAuthors: input.inviteAuthors,
        uploads: zip,
        progress: (done, total) => {
          job.done = done;
          job.total = total;
          if (Date.now() - savedAt < saveEveryMs) return;
          savedAt = Date.now();
          saving = repository.update(job.id, { done, total }).catch(() => undefined);
        },
      });
      await end({ state: 'finished', report, done: job.total });
    } catch (error) {
      logger?.error({ err: error, job: job.id }, 'import job failed');
      await end({ state: 'failed', reason: error instanceof HttpProblem ? error.message : IMPORT_JOB_MESSAGES.failed });
    } finally {
      if (!input.dryRun) cache.invalidate();
      current = undefined;
    }
  }

  return {
    /** Checks the file and the ZIP, then starts the import: 409 while another one runs. */
    async start(input: ImportJobInput, actor: StaffUser): Promise<ImportJob> {
      if (current) throw busy();
      current = 'starting';
      try {
        const parsed = imports.parse(input.source, input.file);
        const zip = input.uploads ? openUploadsZip(input.uploads) : undefined;
        for (const stale of await repository.unfinished()) await interrupted(stale);
        const job = await repository.create({ source: input.source, dryRun: input.dryRun }, new Date());
        current = job;
        setImmediate(() => void run(job, input, parsed, zip, actor));
        return { ...job };
      } catch (error) {
        current = undefined;
        throw error;
      }
    },

    /** A job's state: its counts while it runs, its report once finished, its reason once failed. */
    async get(id: string): Promise<ImportJob> {
      if (typeof current === 'object' && current.id === id) return { ...current };
      const job = await repository.find(id);
      if (!job) throw notFound('Import');
      return job.state === 'queued' || job.state === 'running' ? interrupted(job) : job;
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
