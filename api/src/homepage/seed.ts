import type { Logger } from '../logger.ts';
import { DEFAULT_SECTIONS } from './defaultSections.ts';
import { createHomePageRepository } from './repository/homepageRepository.ts';

/**
 * A fresh install's home page: the default sections stored as version 1 and published, so the
 * owner's history starts from what visitors see. Nothing when a version is stored.
 */
export async function seedHomePage(logger: Pick<Logger, 'info'>): Promise<void> {
  const repository = createHomePageRepository();
  if (await repository.latest()) return;
  const saved = await repository.save({ sections: [...DEFAULT_SECTIONS] }, new Date());
  await repository.publish({ version: saved.version, sections: saved.value.sections }, new Date());
  logger.info('Stored the default home page');
}
