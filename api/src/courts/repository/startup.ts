import type { StartupSteps } from '../../db/prepare.ts';
import { Court } from './model.ts';

export const courtStartup: StartupSteps = {
  indexes: () => Court.createIndexes(),
};
