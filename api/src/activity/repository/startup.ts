import type { StartupSteps } from '../../db/prepare.ts';
import { Activity } from './model.ts';

export const activityStartup: StartupSteps = {
  indexes: () => Activity.createIndexes(),
};
