import { lazy, Suspense, useSyncExternalStore } from 'react';
import { COURT_DISTANCE_MILES } from '../../../../common/constants.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { CourtItem, resultLine } from '../landing/CourtResults.tsx';
import { courtsHref, widerMiles } from './courtQuery.ts';
import { CourtTypeChoices } from './CourtTypeChoices.tsx';
import type { CourtsSource } from './loadCourts.ts';
import '../landing/courtFinder.css';
import './courts.css';

/** Leaflet loads in the browser only, once the page runs: the list carries the same facts without it. */
const CourtMap = lazy(() => import('../landing/CourtMap.tsx'));
const noChanges = () => () => {};

/**
 * /courts: the Court Finder as a plain GET form and, server-rendered, the courts it found, each
 * with its next sessions and its calendar feed (the landing's form lands here without scripts).
 */
export function CourtsPage({ source }: { source: CourtsSource }) {
  const { query, result, refusal } = source;
  // False on the server and while hydrating, true once the page runs.
  const running = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const wider = result && result.items.length === 0 ? widerMiles(result.miles) : undefined;
  const message = refusal ?? (result ? resultLine(result) : undefined);
  return (
    <BlogShell>
      <div className="container">
        <div className="courts-page">
          <h1>Find a Court Near You</h1>
          <form className="courts-page__form" action="/courts" method="get" aria-label="Court Finder">
            <label>
              Location
              <input name="near" type="text" defaultValue={query.near} maxLength={100} placeholder="Enter ZIP code or city name" />
            </label>
            <label>
              Distance
              <select name="miles" defaultValue={query.miles}>
                {COURT_DISTANCE_MILES.map((miles) => (
                  <option key={miles} value={miles}>
                    Within {miles} miles
                  </option>
                ))}
              </select>
            </label>
            <CourtTypeChoices ticked={query.types} />
            <button type="submit" className="button button--primary">
              Find Courts
            </button>
          </form>
          {(result || message) && (
            <section className="court-results__body" aria-labelledby="court-results-title">
              <h2 id="court-results-title">Courts near {result ? result.origin.label : query.near}</h2>
              <p role="status" className={refusal ? 'court-results__message court-results__message--error' : 'court-results__message'}>
                {message}
              </p>
              {wider && (
                <a className="button button--primary" href={courtsHref({ ...query, miles: wider })}>
                  Search within {wider} miles
                </a>
              )}
              {result && result.items.length > 0 && (
                <>
                  {running && (
                    <div className="courts-page__map">
                      <Suspense fallback={null}>
                        <CourtMap result={result} />
                      </Suspense>
                    </div>
                  )}
                  <ol className="court-results__list">
                    {result.items.map((court) => (
                      <CourtItem key={court.id} court={court} timeZone={result.timeZone} />
                    ))}
                  </ol>
                </>
              )}
            </section>
          )}
        </div>
      </div>
    </BlogShell>
  );
}
