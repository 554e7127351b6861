import { ACTIVITY_ACTIONS, ACTIVITY_DETAIL_MAX, type ActivityAction } from '../../../common/activity.ts';
import { HttpProblem, validationProblem } from '../http/problem.ts';
import type { Logger } from '../logger.ts';
import type { ActivityQuery, ActivityRecord, ActivityRepository, ActivitySortField, ActivitySubject } from './repository/activityRepository.ts';

export type { ActivityAction } from '../../../common/activity.ts';

/** Who did it: the signed-in staff member's name, or null (a failed sign-in, the system). */
export type Actor = string | null;

/** What a caller asks to record; the time is the service's clock. */
export interface ActivityEntry {
  actor: Actor;
  action: ActivityAction;
  subject?: ActivitySubject;
  /** The client's address: kept for sign-ins only. */
  address?: string;
  detail?: string;
}

export interface ActivityListRequest {
  /** The list's filter object, its keys already allowed: actor, action, from, to. */
  filter: Record<string, unknown>;
  sort: { field: ActivitySortField; direction: 1 | -1 };
  skip: number;
  limit: number;
}

export interface ActivityService {
  /** Adds an entry. Never throws: a log that cannot be written is reported, the caller's action stands. */
  record(entry: ActivityEntry): Promise<void>;
  /** Records a sign-in attempt as it ends: success by name, refusal (401) with the address; returns or rethrows its outcome. */
  signInAttempt<T>(attempt: Promise<T>, who: { username: string; address: string | undefined }): Promise<T>;
  list(request: ActivityListRequest): Promise<{ rows: ActivityRecord[]; total: number }>;
  /** Removes entries older than the retention; returns how many. */
  purge(): Promise<number>;
}

export interface Clock {
  now(): Date;
}

export interface ActivityServiceDeps {
  repository: ActivityRepository;
  clock?: Clock;
  /** Days an entry is kept. */
  retentionDays: number;
  logger?: Pick<Logger, 'warn'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTOR_MAX = 100;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const messages = {
  actor: 'filter.actor must be a user name',
  action: `filter.action must be one of ${ACTIVITY_ACTIONS.join(', ')}`,
  date: (key: string) => `filter.${key} must be a date (YYYY-MM-DD) or a date and time (ISO 8601)`,
  order: 'filter.from must come before filter.to',
} as const;

const refuse = (message: string) => validationProblem({ 'query.filter': message });

/**
 * A date filter as an instant: a date-time as given; a date alone is that UTC day's start, and
 * for `to` the end of that day (the whole day is included).
 */
function dateBound(key: 'from' | 'to', value: unknown): Date | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(DATE_ONLY.test(value) || DATE_TIME.test(value))) throw refuse(messages.date(key));
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time) || (DATE_ONLY.test(value) && new Date(time).toISOString().slice(0, 10) !== value)) throw refuse(messages.date(key));
  return new Date(key === 'to' && DATE_ONLY.test(value) ? time + DAY_MS : time);
}

/** The filter object of a list or an export, read into a repository query's terms. */
function readFilter(filter: Record<string, unknown>): Pick<ActivityQuery, 'actor' | 'action' | 'from' | 'to'> {
  const { actor, action } = filter;
  if (actor !== undefined && (typeof actor !== 'string' || actor.length > ACTOR_MAX)) throw refuse(messages.actor);
  if (action !== undefined && action !== '' && !ACTIVITY_ACTIONS.includes(action as ActivityAction)) throw refuse(messages.action);
  const from = dateBound('from', filter.from);
  const to = dateBound('to', filter.to);
  if (from && to && from >= to) throw refuse(messages.order);
  return {
    actor: actor === undefined || actor === '' ? undefined : actor,
    action: action === undefined || action === '' ? undefined : (action as ActivityAction),
    from,
    to,
  };
}

const systemClock: Clock = { now: () => new Date() };

/** The activity log's rules: what an entry keeps, how the list filters, how long entries last. */
export function createActivityService({ repository, clock = systemClock, retentionDays, logger }: ActivityServiceDeps): ActivityService {
  const record = async (entry: ActivityEntry): Promise<void> => {
    try {
      await repository.insert({
        at: clock.now(),
        actor: entry.actor,
        action: entry.action,
        ...(entry.subject ? { subject: entry.subject } : {}),
        ...(entry.address && entry.action.startsWith('auth.signIn') ? { address: entry.address } : {}),
        ...(entry.detail ? { detail: entry.detail.slice(0, ACTIVITY_DETAIL_MAX) } : {}),
      });
    } catch (error) {
      logger?.warn({ err: error, action: entry.action }, 'could not write an activity log entry');
    }
  };

  return {
    record,

    async signInAttempt(attempt, { username, address }) {
      try {
        const outcome = await attempt;
        await record({ actor: username, action: 'auth.signIn', address });
        return outcome;
      } catch (error) {
        // The typed name is not kept: it may be a password typed in the wrong field.
        if (error instanceof HttpProblem && error.status === 401) await record({ actor: null, action: 'auth.signInFailed', address });
        throw error;
      }
    },

    async list({ filter, sort, skip, limit }) {
      return repository.list({ ...readFilter(filter), sort, skip, limit });
    },

    purge: () => repository.purgeBefore(new Date(clock.now().getTime() - retentionDays * DAY_MS)),
  };
}

/** A service that keeps nothing, for services built without a log (unit tests of other resources). */
export const NO_ACTIVITY: Pick<ActivityService, 'record'> = { record: async () => {} };
