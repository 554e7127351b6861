import { insertWithNewId, reserveIds } from '../../db/counters.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import type { PageQuery } from '../../db/listPage.ts';
import type { Event, EventFields, EventKind, EventPublication, EventSortField, EventStatus } from '../event.ts';
import { EventModel, type EventDoc } from './model.ts';

/** `q` looks in the title and slug; the others keep one value each. */
export interface EventListQuery extends PageQuery<EventSortField> {
  kind?: EventKind;
  status?: EventStatus;
  publication?: EventPublication;
  courtId?: number;
}

/** Thrown when another event has the slug. */
export class EventSlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`slug ${slug} is taken`);
    this.name = 'EventSlugTaken';
  }
}

/** Every read and write of events. */
export interface EventRepository {
  list(query: EventListQuery): Promise<{ page: Event[]; total: number }>;
  get(id: number): Promise<Event | null>;
  /** Throws EventSlugTaken when another event has the slug. */
  create(fields: EventFields): Promise<Event>;
  /** Stores every one of them or, when the database fails part-way, none (their slugs must be free). */
  createMany(list: EventFields[]): Promise<Event[]>;
  /** The slug of every event. */
  slugs(): Promise<string[]>;
  /** Null when no event has the id; throws EventSlugTaken when another event has the slug. */
  update(id: number, fields: EventFields): Promise<Event | null>;
  remove(id: number): Promise<Event | null>;
  /** Every published event (the public reads expand and filter them in memory). */
  published(): Promise<Event[]>;
}

const toEvent = (doc: EventDoc): Event => ({
  id: doc._id,
  kind: doc.kind,
  title: doc.title,
  slug: doc.slug,
  description: doc.description,
  start: doc.start,
  end: doc.end,
  recurrence: doc.recurrence ? { days: [...doc.recurrence.days], until: doc.recurrence.until } : null,
  exceptions: { cancelled: [...(doc.exceptions?.cancelled ?? [])], moved: (doc.exceptions?.moved ?? []).map(({ date, start }) => ({ date, start })) },
  courtId: doc.courtId ?? null,
  address: doc.address,
  skillLevels: [...doc.skillLevels],
  costCents: doc.costCents ?? null,
  capacity: doc.capacity ?? null,
  registrationUrl: doc.registrationUrl,
  organizerName: doc.organizerName,
  organizerContact: doc.organizerContact,
  status: doc.status,
  previousStart: doc.previousStart ?? null,
  publication: doc.publication,
  authorId: doc.authorId,
  sequence: doc.sequence ?? 0,
  updatedAt: new Date(doc.updatedAt).toISOString(),
});

/** Events in the database. */
export function createEventRepository(): EventRepository {
  const slugTaken = async (slug: string, exceptId?: number) => Boolean(await EventModel.exists(exceptId === undefined ? { slug } : { slug, _id: { $ne: exceptId } }));
  return {
    async list({ q, ids, sort, skip, limit, ...where }) {
      // Plain equality filters, so FerretDB and MongoDB answer them alike.
      const filter: Record<string, unknown> = Object.fromEntries(Object.entries(where).filter(([, value]) => value !== undefined));
      if (q) filter.$or = [{ title: q }, { slug: q }];
      if (ids) filter._id = { $in: ids };
      const order = sort.field === 'id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction };
      const [docs, total] = await Promise.all([EventModel.find(filter).sort(order).skip(skip).limit(limit).lean<EventDoc[]>(), EventModel.countDocuments(filter)]);
      return { page: docs.map(toEvent), total };
    },
    get: async (id) => {
      const doc = await EventModel.findById(id).lean<EventDoc>();
      return doc ? toEvent(doc) : null;
    },
    async create(fields) {
      if (await slugTaken(fields.slug)) throw new EventSlugTaken(fields.slug);
      const doc = await insertWithNewId(
        'events',
        (id) => EventModel.create({ _id: id, ...fields }),
        // A duplicate key on a free slug was a taken id: another is drawn.
        async () => {
          if (await slugTaken(fields.slug)) throw new EventSlugTaken(fields.slug);
        },
        (id) => EventModel.deleteOne({ _id: id, slug: fields.slug }),
      );
      return toEvent(doc.toObject());
    },
    async createMany(list) {
      if (list.length === 0) return [];
      const first = await reserveIds('events', list.length);
      const docs = list.map((fields, index) => ({ _id: first + index, ...fields }));
      try {
        const stored = await EventModel.insertMany(docs, { ordered: true });
        return stored.map((doc) => toEvent(doc.toObject() as EventDoc));
      } catch (error) {
        // The database failed part-way: the ones it took are removed again.
        await EventModel.deleteMany({ _id: { $gte: first, $lt: first + list.length } }).catch(() => {});
        throw error;
      }
    },
    slugs: async () => (await EventModel.find({}, { slug: 1 }).lean<{ slug: string }[]>()).map((doc) => doc.slug),
    async update(id, fields) {
      if (await slugTaken(fields.slug, id)) throw new EventSlugTaken(fields.slug);
      try {
        const doc = await EventModel.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true });
        return doc ? toEvent(doc as EventDoc) : null;
      } catch (error) {
        if (isDuplicateKey(error)) throw new EventSlugTaken(fields.slug);
        throw error;
      }
    },
    remove: async (id) => {
      const doc = await EventModel.findByIdAndDelete(id, { lean: true });
      return doc ? toEvent(doc as EventDoc) : null;
    },
    published: async () => (await EventModel.find({ publication: 'published' }).lean<EventDoc[]>()).map(toEvent),
  };
}
