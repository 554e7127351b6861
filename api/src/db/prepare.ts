import type { Logger } from '../logger.ts';

/** What start-up does on the database for one resource (each resource registers its own in its module.ts). */
export interface StartupSteps {
  /** Builds its collections' indexes; every resource's run at once, first. */
  indexes?: () => Promise<unknown>;
  /** Brings stored records written by older versions up to date, in order, after the indexes. */
  migrations?: ((logger: Pick<Logger, 'info'>) => Promise<unknown>)[];
  /** Stores sample content, last, and only when start-up seeds. */
  seed?: (logger: Pick<Logger, 'info'>) => Promise<void>;
}

/**
 * Builds every resource's indexes, runs their migrations, then their seeds, in the order the
 * resources are given. Each seed step must be safe when several instances start on one database at once.
 */
export async function runStartupSteps(logger: Pick<Logger, 'info'>, resources: readonly StartupSteps[], options: { seed?: boolean } = {}): Promise<void> {
  await Promise.all(resources.map((steps) => steps.indexes?.()));
  for (const migrate of resources.flatMap((steps) => steps.migrations ?? [])) await migrate(logger);
  if (options.seed === false) return;
  for (const seed of resources.flatMap((steps) => steps.seed ?? [])) await seed(logger);
}
