import { COURT_DISTANCE_MILES, DEFAULT_COURT_DISTANCE_MILES } from '../../../../common/constants.ts';

/** The Court Finder's type boxes: the name each sends (`type=indoor`) and whether it starts ticked. */
export const COURT_TYPES = [
  ['Indoor', 'indoor', true],
  ['Outdoor', 'outdoor', true],
  ['Public', 'public', false],
  ['Private', 'private', false],
] as const;

export type CourtType = (typeof COURT_TYPES)[number][1];

/** The boxes ticked before the visitor chooses. */
export const DEFAULT_COURT_TYPES: readonly CourtType[] = COURT_TYPES.filter(([, , ticked]) => ticked).map(([, name]) => name);

/** A court search as the Court Finder's form sends it: `/courts?near=78704&miles=5&type=indoor&type=outdoor`. */
export interface CourtFinderQuery {
  near: string;
  miles: number;
  /** The ticked boxes; none ticked searches every type, as all ticked does. */
  types: CourtType[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * The URL's search, read as typed: an unknown distance is the default one, unknown types are
 * dropped, and with no place at all the boxes start as the form's defaults.
 */
export function readCourtQuery(search: Record<string, unknown>): CourtFinderQuery {
  const near = text(search.near).slice(0, 100);
  const miles = Number(text(search.miles));
  const asked = (Array.isArray(search.type) ? search.type : [search.type]).map(text);
  const types = near ? COURT_TYPES.filter(([, name]) => asked.includes(name)).map(([, name]) => name) : [...DEFAULT_COURT_TYPES];
  return { near, miles: (COURT_DISTANCE_MILES as readonly number[]).includes(miles) ? miles : DEFAULT_COURT_DISTANCE_MILES, types };
}

/** The page of a search (its form's own GET), for links such as "Search within 10 miles". */
export function courtsHref(query: CourtFinderQuery): string {
  const params = new URLSearchParams({ near: query.near, miles: String(query.miles) });
  for (const type of query.types) params.append('type', type);
  return `/courts?${params.toString().replace(/\+/g, '%20')}`;
}

/** The next distance the form offers after this one, if any. */
export const widerMiles = (miles: number) => COURT_DISTANCE_MILES.find((choice) => choice > miles);
