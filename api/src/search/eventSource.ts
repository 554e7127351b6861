import { EVENT_KIND_LABELS } from '../../../common/events.ts';
import type { EventService, UpcomingEvent } from '../events/service.ts';
import type { SearchDocument, SearchSource } from './source.ts';
import { htmlText } from './text.ts';

/** The body indexed and cut into snippets: enough for any description, bounded for memory. */
const MAX_BODY_CHARS = 20_000;

/** Published events still to happen as search documents, by id; drafts and past events are never read. */
export function eventSearchSource(events: Pick<EventService, 'upcomingEvents'>): SearchSource {
  const upcoming = (now: Date) => events.upcomingEvents(now.getTime());
  const document = ({ event, place }: UpcomingEvent): SearchDocument => ({
    kind: 'event',
    id: String(event.id),
    title: event.title,
    body: [`${EVENT_KIND_LABELS[event.kind]} at ${place.name}`, place.address === place.name ? '' : place.address, htmlText(event.description)].filter(Boolean).join(' · ').slice(0, MAX_BODY_CHARS),
    keywords: [EVENT_KIND_LABELS[event.kind], place.name, place.address].join(' '),
    url: `/events/${event.slug}`,
  });
  return {
    kind: 'event',
    // A change raises the sequence; a court renamed changes the place.
    versions: async (now) => new Map((await upcoming(now)).map((item) => [String(item.event.id), `${item.event.sequence}:${item.place.name}:${item.place.address}`])),
    all: async (now) => (await upcoming(now)).map(document),
    async some(ids, now) {
      const wanted = new Set(ids);
      return (await upcoming(now)).filter(({ event }) => wanted.has(String(event.id))).map(document);
    },
    // An event leaves the results once its last occurrence has ended.
    async nextChangeAt(now) {
      const ends = (await upcoming(now)).map((item) => item.lastEnd);
      return ends.length === 0 ? undefined : Math.min(...ends);
    },
  };
}
