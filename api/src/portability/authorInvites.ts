import { HttpProblem } from '../http/problem.ts';
import type { UserService } from '../users/service.ts';
import type { StaffUser } from '../users/user.ts';
import type { ImportReport, PlannedInvite, PlannedItem } from './imports/plan.ts';

/** Invites a staff account, with its mail and the invitation limits (users/service.ts). */
export type InviteStaff = UserService['invite'];

const INVITED = 'as an author: the invitation is mailed to them';

/**
 * Invites the authors an import plans to, each as an author through the users' own invitation (its
 * mail and limits). One refused (past the limits, an address taken since) is reported under refuse.
 * Answers the new accounts' ids by the plan's key.
 */
export async function inviteAuthors(invite: InviteStaff, invites: PlannedInvite[], actor: StaffUser, report: ImportReport): Promise<Map<string, number>> {
  const invited = new Map<string, number>();
  for (const planned of invites) {
    try {
      const user = await invite(actor, { username: planned.username, email: planned.email, role: 'author', ...(planned.displayName ? { displayName: planned.displayName } : {}) });
      invited.set(planned.key, user.id);
      report.create.push({ item: planned.label, reason: INVITED });
    } catch (error) {
      report.refuse.push({ item: planned.label, reason: error instanceof HttpProblem ? error.message : 'the invitation could not be sent' });
    }
  }
  return invited;
}

/** An item credited to its invited author; when the invitation failed, to the owner (as planned), saying so. */
export function creditedItem(item: PlannedItem, invited: Map<string, number>): PlannedItem {
  if (item.invite === undefined) return item;
  const id = invited.get(item.invite);
  return id === undefined ? { ...item, note: 'its author could not be invited: credited to the owner' } : { ...item, authorId: id };
}
