import { EVENT_KINDS, SKILL_LEVELS } from '../../../../common/events.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { costLabel, formatTime, formatWhen, kindLabel, skillLabel } from './format.ts';
import { EVENT_MILES, filterQuery, type EventsSource } from './loadEvents.ts';
import './events.css';

/** A calendar day (YYYY-MM-DD) as "Sat, Dec 5": the same on the server and in the browser. */
const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /events: the filters as a plain GET form (every filter in the URL, works without scripts), then the upcoming sessions. */
export function EventsPage({ source }: { source: EventsSource }) {
  const { filters, list, refusal } = source;
  const items = list?.items ?? [];
  return (
    <BlogShell>
      <div className="container">
        <div className="events-page">
          <h1>Events and open play</h1>
          <form className="events-page__filters" action="/events" method="get" aria-label="Event filters">
            <label>
              Kind
              <select name="kind" defaultValue={filters.kind ?? ''}>
                <option value="">Any kind</option>
                {EVENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabel(kind)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Skill level
              <select name="skill" defaultValue={filters.skill ?? ''}>
                <option value="">Any level</option>
                {SKILL_LEVELS.filter((level) => level !== 'all').map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </label>
            <label>
              From
              <input type="date" name="from" defaultValue={filters.from ?? ''} />
            </label>
            <label>
              To
              <input type="date" name="to" defaultValue={filters.to ?? ''} />
            </label>
            <label>
              Near (ZIP or city)
              <input type="text" name="near" defaultValue={filters.near ?? ''} maxLength={100} />
            </label>
            <label>
              Within
              <select name="miles" defaultValue={filters.miles ?? '25'}>
                {EVENT_MILES.map((miles) => (
                  <option key={miles} value={miles}>
                    {miles} miles
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--primary">
              Show events
            </button>
          </form>
          {refusal && <p role="alert">{refusal}</p>}
          {list?.place && <p className="events-page__place">Near {list.place}</p>}
          <p>
            <a href={`/events.ics${filterQuery(filters, ['kind', 'skill', 'near', 'miles'])}`}>Subscribe to these events in your calendar</a>
          </p>
          {list && items.length === 0 && <p className="events-page__empty">No upcoming events match these filters. Try another date range, skill level or a wider distance.</p>}
          {items.length > 0 && (
            <ul className="events-page__list">
              {items.map((item) => (
                <li key={`${item.slug}:${item.date}`} className={item.cancelled ? 'event-item event-item--cancelled' : 'event-item'}>
                  <h2 className="event-item__title">
                    <a href={`/events/${item.slug}`}>{item.title}</a>
                  </h2>
                  <p className="event-item__when">
                    <time dateTime={item.start}>{formatWhen(item.start, list!.timeZone)}</time> to {formatTime(item.end, list!.timeZone)}
                    {item.cancelled && <strong> · Cancelled</strong>}
                    {item.movedFrom && <> · Moved from {formatWhen(item.movedFrom, list!.timeZone)}</>}
                  </p>
                  <p className="event-item__meta">
                    {kindLabel(item.kind)} · {skillLabel(item.skillLevels)} · {item.place.name}
                    {item.distanceMiles !== undefined && <> ({item.distanceMiles} mi)</>}
                    {item.costCents !== undefined && <> · {costLabel(item.costCents)}</>}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {list?.nextFrom && (
            <p className="events-page__more">
              <a href={`/events${filterQuery({ ...filters, from: list.nextFrom })}`}>Later dates, from {dayLabel(list.nextFrom)}</a>
            </p>
          )}
        </div>
      </div>
    </BlogShell>
  );
}
