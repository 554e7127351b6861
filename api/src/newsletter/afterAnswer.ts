import type { Logger } from '../logger.ts';

/** Work a handler leaves running after it answered: its failures are logged, and it can be awaited. */
export interface AfterAnswer {
  /** Starts `task` now; a failure is logged under `what`, never thrown. */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createAfterAnswer(logger: Pick<Logger, 'error'>): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const done = task()
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed after the answer`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
