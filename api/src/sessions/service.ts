import { NO_ACTIVITY, type ActivityService } from '../activity/service.ts';
import type { SessionStore, SessionView } from '../auth/sessionStore.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import type { Actor, UserService } from '../users/service.ts';
import { SESSION_MESSAGES } from './messages.ts';

export type { SessionView } from '../auth/sessionStore.ts';

export interface SessionService {
  /** The actor's live sessions; `currentToken` (the request's cookie value) marks the one in use. */
  list(actor: Actor, currentToken: unknown): Promise<SessionView[]>;
  /** Ends one of the actor's other sessions; 404 for an id that is not one of the actor's, as for none at all. */
  end(actor: Actor, publicId: string, currentToken: unknown): Promise<void>;
  /** Ends every session of the actor but the one in use; answers how many ended. */
  endOthers(actor: Actor, currentToken: unknown): Promise<number>;
  /** Ends every session of an account the actor manages (the users service's rule), and logs it. */
  endAllOfUser(actor: Actor, userId: number): Promise<void>;
}

export interface SessionServiceDeps {
  store: Pick<SessionStore, 'listOf' | 'endOneOf' | 'endOthersOf' | 'endAllOf' | 'publicIdOf'>;
  users: Pick<UserService, 'manageable'>;
  activity?: Pick<ActivityService, 'record'>;
}

/** Each staff member's own sessions, and an administrator's way to end all of someone's. */
export function createSessionService({ store, users, activity = NO_ACTIVITY }: SessionServiceDeps): SessionService {
  return {
    list: (actor, currentToken) => store.listOf(actor.id, currentToken),

    async end(actor, publicId, currentToken) {
      if (store.publicIdOf(currentToken) === publicId) throw new HttpProblem(409, SESSION_MESSAGES.isCurrent);
      if (!(await store.endOneOf(actor.id, publicId))) throw notFound(SESSION_MESSAGES.notFound);
    },

    endOthers: (actor, currentToken) => store.endOthersOf(actor.id, currentToken),

    async endAllOfUser(actor, userId) {
      const user = await users.manageable(actor, userId);
      await store.endAllOf(user.id);
      await activity.record({ actor: actor.username ?? null, action: 'user.endSessions', subject: { type: 'user', id: String(user.id), title: user.username } });
    },
  };
}
