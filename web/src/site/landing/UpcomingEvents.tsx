import type { EventKind, PublicEventOccurrence } from '../../../../codegen/orval/schemas/index.ts';
import { formatTime, formatWhen, kindLabel } from '../events/format.ts';

/** What an events section says when the calendar has nothing coming (of its kind). */
export const noSessionsText = (eventKind?: EventKind) => `No ${eventKind ? `${kindLabel(eventKind).toLowerCase()} ` : ''}sessions on the calendar yet.`;

/**
 * An events section's next sessions as cards (title linking its event, day and time in the site's
 * zone, place), then the link to every event; plain links, drawn on the server.
 */
export function UpcomingEvents({ items, timeZone, eventKind }: { items: PublicEventOccurrence[]; timeZone: string; eventKind?: EventKind }) {
  return (
    <>
      {items.length === 0 ? (
        <p className="upcoming-events__empty">{noSessionsText(eventKind)}</p>
      ) : (
        <ul className="card-grid upcoming-events" aria-label="Next sessions">
          {items.map((item) => (
            <li key={`${item.slug}:${item.date}`} className="card">
              <h3>
                <a href={`/events/${item.slug}`}>{item.title}</a>
              </h3>
              <p className="card__meta">
                <time dateTime={item.start}>{formatWhen(item.start, timeZone)}</time> to {formatTime(item.end, timeZone)}
              </p>
              <p>
                {kindLabel(item.kind)} · {item.place.name}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="upcoming-events__all" href="/events">
          See all events
        </a>
      </p>
    </>
  );
}
