import { useEffect, useRef, type FormEvent } from 'react';
import { COURT_DISTANCE_MILES, DEFAULT_COURT_DISTANCE_MILES } from '../../../../common/constants.ts';
import { DEFAULT_COURT_TYPES } from '../courts/courtQuery.ts';
import { CourtTypeChoices } from '../courts/CourtTypeChoices.tsx';
import { Section } from './Section.tsx';

/**
 * #courts: the Court Finder form. The search, its results and the map load on the first submit
 * (courtSearch.tsx), so none of them weighs on the landing's first load. Without scripts the form
 * is a plain GET of /courts, which the server renders with the results.
 */
export function CourtFinder({ title, lead }: { title: string; lead?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  // A link from site search (`/?near=...&miles=...#courts`) fills the place in and searches it.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const near = query.get('near');
    const form = formRef.current;
    if (!near || !form) return;
    (form.elements.namedItem('near') as HTMLInputElement).value = near;
    const distance = form.elements.namedItem('miles') as HTMLSelectElement;
    distance.value = query.get('miles') ?? distance.value;
    form.requestSubmit();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void import('./courtSearch.tsx').then((search) => search.run(event.target as HTMLFormElement));
  }

  return (
    <Section id="courts" title={title} lead={lead}>
      <div className="courts">
        <form ref={formRef} className="courts__form" action="/courts" method="get" onSubmit={onSubmit} aria-labelledby="court-finder-title">
          <h3 id="court-finder-title">Court Finder</h3>
          <label htmlFor="court-location">Location</label>
          <input id="court-location" name="near" type="text" placeholder="Enter ZIP code or city name" />
          <label htmlFor="court-distance">Distance</label>
          <select id="court-distance" name="miles" defaultValue={DEFAULT_COURT_DISTANCE_MILES}>
            {COURT_DISTANCE_MILES.map((miles) => (
              <option key={miles} value={miles}>
                Within {miles} miles
              </option>
            ))}
          </select>
          <CourtTypeChoices ticked={DEFAULT_COURT_TYPES} />
          <button type="submit" className="button button--primary">
            Find Courts
          </button>
        </form>
        <div className="courts__map">
          <h3 id="court-map-title">Interactive Court Map</h3>
          <p>Courts matching your search will appear on this map.</p>
        </div>
      </div>
    </Section>
  );
}
