import type { ActivityAction } from '../../../../common/activity.ts';
import { Activity, type ActivityDoc } from './model.ts';

export interface ActivitySubject {
  type: string;
  id: string;
  title?: string;
}

/** An entry as the service writes it. */
export interface NewActivity {
  at: Date;
  actor: string | null;
  action: ActivityAction;
  subject?: ActivitySubject;
  address?: string;
  detail?: string;
}

/** A stored entry: its id is the stored id's hex text. */
export interface ActivityRecord extends NewActivity {
  id: string;
}

export type ActivitySortField = 'id' | 'at' | 'actor' | 'action';

export interface ActivityQuery {
  actor?: string;
  action?: ActivityAction;
  /** Entries at or after this time. */
  from?: Date;
  /** Entries before this time. */
  to?: Date;
  sort: { field: ActivitySortField; direction: 1 | -1 };
  skip: number;
  /** 0: no limit. */
  limit: number;
}

/** The log's storage: entries are added and listed; only the retention purge removes them. */
export interface ActivityRepository {
  insert(entry: NewActivity): Promise<void>;
  list(query: ActivityQuery): Promise<{ rows: ActivityRecord[]; total: number }>;
  /** Removes entries older than `before`; returns how many. */
  purgeBefore(before: Date): Promise<number>;
}

function toRecord(doc: ActivityDoc): ActivityRecord {
  return {
    id: doc._id.toHexString(),
    at: doc.at,
    actor: doc.actor,
    action: doc.action as ActivityAction,
    ...(doc.subject ? { subject: { type: doc.subject.type, id: doc.subject.id, ...(doc.subject.title === null ? {} : { title: doc.subject.title }) } } : {}),
    ...(doc.address === null ? {} : { address: doc.address }),
    ...(doc.detail === null ? {} : { detail: doc.detail }),
  };
}

export function createActivityRepository(): ActivityRepository {
  return {
    async insert(entry) {
      await Activity.create({
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject ? { type: entry.subject.type, id: entry.subject.id, title: entry.subject.title ?? null } : null,
        address: entry.address ?? null,
        detail: entry.detail ?? null,
      });
    },

    async list({ actor, action, from, to, sort, skip, limit }) {
      const filter: Record<string, unknown> = {};
      if (actor !== undefined) filter.actor = actor;
      if (action !== undefined) filter.action = action;
      if (from || to) filter.at = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
      const order = sort.field === 'id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction };
      const [docs, total] = await Promise.all([
        Activity.find(filter).sort(order).skip(skip).limit(limit).lean<ActivityDoc[]>(),
        Activity.countDocuments(filter),
      ]);
      return { rows: docs.map(toRecord), total };
    },

    async purgeBefore(before) {
      const { deletedCount } = await Activity.deleteMany({ at: { $lt: before } });
      return deletedCount;
    },
  };
}
