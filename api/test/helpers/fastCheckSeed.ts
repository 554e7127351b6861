import fc from 'fast-check';

/**
 * Property tests draw their cases from one fixed seed, so a run gives the same answer every time
 * and a failure can be replayed. `FC_SEED=<n>` replays (or explores) another seed;
 * `FC_SEED=random` draws a fresh one, printed by fast-check when a property fails.
 */
const DEFAULT_SEED = 20_261_124;
const chosen = process.env.FC_SEED;
if (chosen !== 'random') {
  const seed = chosen === undefined || chosen === '' ? DEFAULT_SEED : Number(chosen);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not ${JSON.stringify(chosen)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
