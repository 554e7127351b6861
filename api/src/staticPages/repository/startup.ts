import type { StartupSteps } from '../../db/prepare.ts';
import { pagesToHtml } from './migrateMarkdown.ts';
import { StaticPageModel } from './model.ts';

/** The pages' indexes, then pages written in Markdown converted to HTML. */
export const staticPageStartup: StartupSteps = {
  indexes: () => StaticPageModel.createIndexes(),
  migrations: [pagesToHtml],
};
