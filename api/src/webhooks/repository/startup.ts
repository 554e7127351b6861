import type { StartupSteps } from '../../db/prepare.ts';
import { WebhookDelivery } from './model.ts';

export const webhooksStartup: StartupSteps = {
  indexes: () => WebhookDelivery.createIndexes(),
};
