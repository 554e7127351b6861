import type { PublicEvent } from '../../../../codegen/orval/schemas/publicEvent.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { costLabel, formatTime, formatWhen, kindLabel, skillLabel } from './format.ts';
import './events.css';

/** /events/{slug}: when (the coming dates, cancelled ones marked), where with a map link, and "Add to calendar". */
export function EventPage({ event }: { event: PublicEvent }) {
  const zone = event.timeZone;
  return (
    <BlogShell>
      <div className="container">
        <article className="events-page">
          <p>
            <a href="/events">All events</a>
          </p>
          <h1>{event.title}</h1>
          {event.status === 'cancelled' && <p role="status">This event is cancelled.</p>}
          {event.status === 'full' && <p role="status">This event is full.</p>}
          <p className="event-item__meta">
            {kindLabel(event.kind)} · {skillLabel(event.skillLevels)}
            {event.costCents !== undefined && <> · {costLabel(event.costCents)}</>}
            {event.capacity !== undefined && <> · Up to {event.capacity} players</>}
          </p>
          <p>
            {event.place.name}
            {event.place.name !== event.place.address && <>, {event.place.address}</>} · {event.place.mapUrl && <a href={event.place.mapUrl}>Map</a>}
          </p>
          <p>
            <a className="button button--primary" href={event.calendarUrl}>
              Add to calendar
            </a>
            {event.registrationUrl && (
              <>
                {' '}
                <a href={event.registrationUrl} rel="noopener">
                  Register
                </a>
              </>
            )}
          </p>
          <h2>{event.weekly ? 'Coming dates' : 'Date'}</h2>
          {event.occurrences.length === 0 ? (
            <p>This event has no coming dates.</p>
          ) : (
            <ul className="events-page__list">
              {event.occurrences.map((occurrence) => (
                <li key={occurrence.date} className={occurrence.cancelled ? 'event-item event-item--cancelled' : 'event-item'}>
                  <time dateTime={occurrence.start}>{formatWhen(occurrence.start, zone)}</time> to {formatTime(occurrence.end, zone)}
                  {occurrence.cancelled && <strong> · Cancelled</strong>}
                  {occurrence.movedFrom && <> · Moved from {formatWhen(occurrence.movedFrom, zone)}</>}
                </li>
              ))}
            </ul>
          )}
          {event.description && <div className="post__content" dangerouslySetInnerHTML={{ __html: event.description }} />}
          {(event.organizerName || event.organizerContact) && (
            <p>
              Organizer: {[event.organizerName, event.organizerContact].filter(Boolean).join(', ')}
            </p>
          )}
        </article>
      </div>
    </BlogShell>
  );
}
