import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { courtsSearch } from '../../../../codegen/orval/endpoints/courts/courts.ts';
import type { CourtHit, CourtSearchResult, CourtsSearchMiles, CourtsSearchParams } from '../../../../codegen/orval/schemas/index.ts';
import { COURT_MESSAGES } from '../../../../common/courts.ts';
import { ApiError } from '../../api/fetcher.ts';
import { formatTime, formatWhen, kindLabel } from '../events/format.ts';

/** Leaflet loads only once a search has found courts. */
const CourtMap = lazy(() => import('./CourtMap.tsx'));

export interface CourtQuery {
  near: string;
  miles: number;
  /** The next distance the form offers, if any. */
  widerMiles: number | undefined;
  indoor: boolean;
  outdoor: boolean;
  public: boolean;
  private: boolean;
}

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; result: CourtSearchResult };

const SEARCH_FAILED = 'We could not search for courts right now. Please try again.';

/** The public search's parameters for a query (unticked boxes are left out). */
function searchParams(query: CourtQuery): CourtsSearchParams {
  const params: CourtsSearchParams = { near: query.near, miles: query.miles as CourtsSearchMiles };
  for (const flag of ['indoor', 'outdoor', 'public', 'private'] as const) if (query[flag]) params[flag] = true;
  return params;
}

/** One search; a refusal shows the server's sentence (unknown place, too many searches...), anything else a generic one. */
async function searchCourts(query: CourtQuery, signal: AbortSignal): Promise<State> {
  if (!query.near) return { status: 'failed', message: COURT_MESSAGES.nearRequired };
  try {
    const answer = await courtsSearch(searchParams(query), { signal });
    if (answer.status !== 200) return { status: 'failed', message: SEARCH_FAILED };
    return { status: 'done', result: answer.data };
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: 'failed', message: (error instanceof ApiError ? error.detail : undefined) ?? SEARCH_FAILED };
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The status line of a search's answer. */
export const resultLine = (result: CourtSearchResult) =>
  result.items.length > 0 ? `${plural(result.items.length, 'court', 'courts')} within ${result.miles} miles, nearest first.` : `No courts within ${result.miles} miles.`;

function courtCounts(court: CourtHit): string {
  const parts = [];
  if (court.indoorCourts > 0) parts.push(`${court.indoorCourts} indoor`);
  if (court.outdoorCourts > 0) parts.push(`${court.outdoorCourts} outdoor`);
  return `${parts.join(' and ')} ${court.indoorCourts + court.outdoorCourts === 1 ? 'court' : 'courts'}`;
}

/** The court's next sessions (each a link to its event) and its calendar feed. */
function CourtSessions({ court, timeZone }: { court: CourtHit; timeZone: string }) {
  return (
    <div className="court-result__sessions">
      {court.upcoming.length > 0 && (
        <>
          <h5>Upcoming sessions</h5>
          <ul>
            {court.upcoming.map((session) => (
              <li key={`${session.slug}:${session.date}`}>
                <a href={`/events/${session.slug}`}>{session.title}</a> ({kindLabel(session.kind)}){' '}
                <time dateTime={session.start}>{formatWhen(session.start, timeZone)}</time> to {formatTime(session.end, timeZone)}
              </li>
            ))}
          </ul>
        </>
      )}
      <a href={court.calendarUrl}>
        Subscribe to this court's calendar<span className="visually-hidden"> ({court.name})</span>
      </a>
    </div>
  );
}

export function CourtItem({ court, timeZone }: { court: CourtHit; timeZone: string }) {
  const address = [court.address, court.city, `${court.state} ${court.zip}`].filter(Boolean).join(', ');
  return (
    <li className="court-result">
      <h4 className="court-result__name">{court.name}</h4>
      <p className="court-result__distance">{court.distanceMiles.toFixed(1)} miles away</p>
      <p>{address}</p>
      <ul className="court-result__facts">
        <li>{courtCounts(court)}</li>
        <li>{court.access === 'public' ? 'Public' : 'Private'}</li>
        <li>{court.lighted ? 'Lighted' : 'No lights'}</li>
        {court.fee && <li>{court.fee}</li>}
      </ul>
      {court.website && (
        <a href={court.website} target="_blank" rel="noopener noreferrer">
          Website<span className="visually-hidden"> of {court.name}</span>
        </a>
      )}
      <CourtSessions court={court} timeZone={timeZone} />
    </li>
  );
}

/**
 * The answer to one search: a status line for screen readers, the courts nearest first, a clear
 * message for a place the search does not know, and "No courts within N miles" with a button that
 * searches the next distance. The map is drawn in the "Interactive Court Map" panel.
 */
export function CourtResults({ query, onWiden, mapPanel }: { query: CourtQuery; onWiden: (miles: number) => void; mapPanel: HTMLElement | null }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    searchCourts(query, controller.signal).then(setState, () => {});
    return () => controller.abort();
  }, [query]);

  const result = state.status === 'done' ? state.result : undefined;
  const wider = query.widerMiles;
  useEffect(() => {
    mapPanel?.classList.toggle('courts__map--live', Boolean(result && result.items.length > 0));
  }, [mapPanel, result]);

  return (
    <section className="court-results__body" aria-labelledby="court-results-title">
      <h3 id="court-results-title">Courts near {result ? result.origin.label : query.near || 'you'}</h3>
      <p role="status" className={state.status === 'failed' ? 'court-results__message court-results__message--error' : 'court-results__message'}>
        {state.status === 'loading' && 'Searching for courts…'}
        {state.status === 'failed' && state.message}
        {result && resultLine(result)}
      </p>
      {result && result.items.length === 0 && wider && (
        <button type="button" className="button button--primary" onClick={() => onWiden(wider)}>
          Search within {wider} miles
        </button>
      )}
      {result && result.items.length > 0 && (
        <ol className="court-results__list">
          {result.items.map((court) => (
            <CourtItem key={court.id} court={court} timeZone={result.timeZone} />
          ))}
        </ol>
      )}
      {result &&
        result.items.length > 0 &&
        mapPanel &&
        createPortal(
          <Suspense fallback={null}>
            <CourtMap result={result} />
          </Suspense>,
          mapPanel,
        )}
    </section>
  );
}
