import type { StartupSteps } from '../../db/prepare.ts';
import { EventModel } from './model.ts';

export const eventStartup: StartupSteps = {
  indexes: () => EventModel.createIndexes(),
};
