import type { ResourceModule } from '../http/resourceModule.ts';
import { seedSampleContent } from './repository/sampleContent.ts';

/** The sample posts, terms, courts and pages a new site starts with: seeded after every other start-up step. */
export const seedModule: ResourceModule = {
  name: 'seed',
  startup: { seed: seedSampleContent },
};
