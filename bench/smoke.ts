/**
 * BENCH_SMALL=1 (`make bench-smoke`): every step on a few hundred posts with short runs. It checks
 * that the bench runs and measures nothing, so it skips the warm-ups and repeats fewer rounds.
 */
export const smoke = process.env.BENCH_SMALL === '1';

/** A second of load before a measured run, so the JIT and the caches are warm; none in a smoke run. */
export async function warmUp(run: (seconds: number) => Promise<unknown>): Promise<void> {
  if (!smoke) await run(1);
}
