/** A job that runs at start and then on a timer. */
export interface Periodic {
  /** Stops the timer. */
  stop(): void;
  /** The first run. */
  done: Promise<void>;
}

/**
 * Runs `job` now and every `intervalMs`, without holding the process open; a run that fails goes
 * to `onError`, and the next run tries again.
 */
export function runPeriodically(job: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): Periodic {
  const run = () => job().catch(onError);
  const done = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
