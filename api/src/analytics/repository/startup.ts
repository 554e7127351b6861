import type { StartupSteps } from '../../db/prepare.ts';
import { AnalyticsCount } from './model.ts';

export const analyticsStartup: StartupSteps = {
  indexes: () => AnalyticsCount.createIndexes(),
};
