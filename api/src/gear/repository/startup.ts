import type { StartupSteps } from '../../db/prepare.ts';
import { GearProductModel, GearReviewModel } from './model.ts';

export const gearStartup: StartupSteps = {
  indexes: () => Promise.all([GearProductModel.createIndexes(), GearReviewModel.createIndexes()]),
};
