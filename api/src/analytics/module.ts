import type { ResourceModule } from '../http/resourceModule.ts';
import { analyticsStartup } from './repository/startup.ts';

/** What the analytics register with the shared floors (see http/resourceModule.ts). */
export const analyticsModule: ResourceModule = {
  name: 'analytics',
  startup: analyticsStartup,
};
