import type { StartupSteps } from '../../db/prepare.ts';
import { StaticPageModel } from './model.ts';

export const staticPageStartup: StartupSteps = {
  indexes: () => StaticPageModel.createIndexes(),
};
