import type { StartupSteps } from '../../db/prepare.ts';
import { Delivery, Issue } from './issueModel.ts';
import { Subscriber } from './subscriberModel.ts';

export const newsletterStartup: StartupSteps = {
  indexes: () => Promise.all([Subscriber.createIndexes(), Issue.createIndexes(), Delivery.createIndexes()]),
};
