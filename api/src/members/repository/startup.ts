import type { StartupSteps } from '../../db/prepare.ts';
import { Member, MemberLink, MemberSession } from './model.ts';

export const membersStartup: StartupSteps = {
  indexes: () => Promise.all([Member.createIndexes(), MemberLink.createIndexes(), MemberSession.createIndexes()]),
};
