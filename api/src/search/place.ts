import { likeliestPlace, type Place } from '../courts/places.ts';

/** "courts in denver", "pickleball courts near 78701", "near austin tx": the place after the words. */
const ASKS_FOR_COURTS = /^(?:(?:pickleball )?courts? )?(?:in|near|around) (.+)$|^(?:pickleball )?courts? (.+)$/;
/** "austin tx" as a normalized query writes "Austin, TX". */
const CITY_STATE = /^(.+) ([a-z]{2})$/;
/** A city named alone must have this many ZIP codes, so an ordinary word is not read as a hamlet's name. */
const BARE_CITY_MIN_ZIPS = 5;

/** A place found in a search, and what to type in the court finder for it. */
export interface NamedPlace extends Place {
  near: string;
}

function named(text: string, minZips: number): NamedPlace | undefined {
  const cityState = CITY_STATE.exec(text);
  const place = (cityState ? likeliestPlace(`${cityState[1]}, ${cityState[2]}`) : undefined) ?? likeliestPlace(text, minZips);
  if (!place) return undefined;
  return { ...place, near: /^\d{5}$/.test(text) ? text : place.label };
}

/**
 * The place a normalized search (lower case, words and single spaces) names, if it names one: a
 * ZIP code, a city and its state, a city asked for with "courts in ..." (or "near ..."), or a
 * sizeable city's name alone.
 */
export function placeIn(query: string): NamedPlace | undefined {
  const asked = ASKS_FOR_COURTS.exec(query);
  return asked ? named((asked[1] ?? asked[2])!, 1) : named(query, BARE_CITY_MIN_ZIPS);
}
