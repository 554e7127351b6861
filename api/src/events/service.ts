import { EVENT_MESSAGES } from '../../../common/events.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { found } from '../http/recordService.ts';
import { slugConflict } from '../http/slug.ts';
import { sanitizePostHtml } from '../posts/sanitize.ts';
import { atLeast, type Role } from '../users/user.ts';
import type { Event, EventFields } from './event.ts';
import { EventSlugTaken, type EventListQuery, type EventRepository } from './repository/eventRepository.ts';
import { checkEvent, type EventRaw } from './validate.ts';

/** Who asks for a write. */
export interface EventActor {
  id: number;
  role: Role;
}

export interface EventService {
  list(query: EventListQuery): Promise<{ page: Event[]; total: number }>;
  get(id: number): Promise<Event>;
  create(raw: EventRaw, actor: EventActor): Promise<Event>;
  update(id: number, raw: EventRaw, actor: EventActor): Promise<Event>;
  remove(id: number): Promise<Event>;
}

export interface EventServiceDeps {
  repository: EventRepository;
  /** Whether a court of the directory has the id. */
  courtExists: (id: number) => Promise<boolean>;
  /** The zone the events' local times are in. */
  timeZone: string;
}

const missing = () => notFound('Event');
const mayPublish = (actor: EventActor) => atLeast(actor.role, 'editor');

/**
 * The rules of events: authors write and change their own drafts; editors and admins publish,
 * cancel and change any event. Every change raises the event's sequence, so calendars that
 * subscribed to a feed take the new version.
 */
export function createEventService({ repository, courtExists, timeZone }: EventServiceDeps): EventService {
  const read = async (raw: EventRaw) => {
    const { fields, errors } = checkEvent(raw, timeZone);
    if (!fields) throw validationProblem(errors);
    if (fields.courtId !== null && !(await courtExists(fields.courtId))) throw validationProblem({ courtId: EVENT_MESSAGES.courtUnknown });
    return { ...fields, description: sanitizePostHtml(fields.description) };
  };
  const saving = async (slug: string, write: () => Promise<Event | null>) => {
    try {
      return found(await write(), missing);
    } catch (error) {
      if (error instanceof EventSlugTaken) throw slugConflict('event', slug);
      throw error;
    }
  };

  return {
    list: (query) => repository.list(query),
    get: async (id) => found(await repository.get(id), missing),

    async create(raw, actor) {
      const fields = await read(raw);
      if (!mayPublish(actor) && (fields.publication === 'published' || fields.status === 'cancelled')) throw new HttpProblem(403, EVENT_MESSAGES.onlyEditorsPublish);
      return saving(fields.slug, () => repository.create({ ...fields, authorId: actor.id, sequence: 0 }));
    },

    async update(id, raw, actor) {
      const previous = found(await repository.get(id), missing);
      if (!mayPublish(actor)) {
        if (previous.authorId !== actor.id) throw new HttpProblem(403, EVENT_MESSAGES.ownEventsOnly);
        if (previous.publication === 'published') throw new HttpProblem(403, EVENT_MESSAGES.authorsEditDrafts);
      }
      const fields = await read(raw);
      if (!mayPublish(actor) && (fields.publication === 'published' || (fields.status === 'cancelled' && previous.status !== 'cancelled'))) {
        throw new HttpProblem(403, EVENT_MESSAGES.onlyEditorsPublish);
      }
      const next: EventFields = { ...fields, authorId: previous.authorId, sequence: previous.sequence + 1 };
      return saving(fields.slug, () => repository.update(id, next));
    },

    remove: async (id) => found(await repository.remove(id), missing),
  };
}
