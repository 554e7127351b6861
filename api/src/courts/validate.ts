import { COURT_MESSAGES, US_STATE_CODES } from '../../../common/courts.ts';
import { longerThan } from '../../../common/characters.ts';
import { isWebAddress } from '../../../common/webAddress.ts';
import { COURT_ACCESS, type Court, type CourtAccess, type CourtFields } from './court.ts';
import { zipCentre } from './places.ts';

/** A court as sent: JSON values, or the typed values of a CSV row. */
export type CourtRaw = Record<string, unknown>;

const MAX_LENGTH = { name: 200, address: 300, city: 100, fee: 100, website: 2000, notes: 2000 } as const;
const MAX_COURTS = 1000;
const STATES = new Set<string>(US_STATE_CODES);

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Checks one court and says what is wrong with each field, the same way for the API and for
 * CSV rows. Without `lat` and `lng` the court goes at its ZIP code's centre; on an update, a court
 * placed that way keeps following its ZIP code while the position sent is the one it already had.
 */
export function checkCourt(raw: CourtRaw, previous?: Court): { fields?: CourtFields; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fields = {
    name: textOf(raw.name),
    address: textOf(raw.address),
    city: textOf(raw.city),
    state: textOf(raw.state).toUpperCase(),
    zip: textOf(raw.zip),
    fee: textOf(raw.fee),
    website: textOf(raw.website),
    notes: textOf(raw.notes),
  };
  for (const [field, max] of Object.entries(MAX_LENGTH)) {
    if (longerThan(fields[field as keyof typeof MAX_LENGTH], max)) errors[field] = COURT_MESSAGES.tooLong(max);
  }
  if (!fields.name) errors.name = COURT_MESSAGES.nameRequired;
  if (!fields.city) errors.city = COURT_MESSAGES.cityRequired;
  if (!STATES.has(fields.state)) errors.state = COURT_MESSAGES.stateInvalid;
  if (!/^\d{5}$/.test(fields.zip)) errors.zip = COURT_MESSAGES.zipInvalid;
  if (fields.website && !isWebAddress(fields.website)) errors.website = COURT_MESSAGES.websiteInvalid;

  const count = (field: 'indoorCourts' | 'outdoorCourts'): number => {
    const value = absent(raw[field]) ? 0 : raw[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COURTS) return value;
    errors[field] = COURT_MESSAGES.countInvalid;
    return 0;
  };
  const indoorCourts = count('indoorCourts');
  const outdoorCourts = count('outdoorCourts');
  if (!errors.indoorCourts && !errors.outdoorCourts && indoorCourts + outdoorCourts === 0) {
    errors.indoorCourts = COURT_MESSAGES.noCourts;
    errors.outdoorCourts = COURT_MESSAGES.noCourts;
  }

  const access = absent(raw.access) ? 'public' : raw.access;
  if (!COURT_ACCESS.includes(access as CourtAccess)) errors.access = COURT_MESSAGES.accessInvalid;
  const lighted = absent(raw.lighted) ? false : raw.lighted;
  if (typeof lighted !== 'boolean') errors.lighted = COURT_MESSAGES.lightedInvalid;

  const position = readPosition(raw, previous, fields.zip, errors);
  if (Object.keys(errors).length > 0 || !position) return { errors };
  return {
    errors,
    fields: { ...fields, ...position, indoorCourts, outdoorCourts, access: access as CourtAccess, lighted: lighted as boolean },
  };
}

function readPosition(raw: CourtRaw, previous: Court | undefined, zip: string, errors: Record<string, string>) {
  let lat = absent(raw.lat) ? undefined : raw.lat;
  let lng = absent(raw.lng) ? undefined : raw.lng;
  if (previous?.positionFromZip && lat === previous.lat && lng === previous.lng) lat = lng = undefined;
  if (lat === undefined && lng === undefined) {
    if (errors.zip) return undefined;
    const centre = zipCentre(zip);
    if (!centre) {
      errors.zip = COURT_MESSAGES.zipUnknown;
      return undefined;
    }
    return { lat: centre.lat, lng: centre.lng, positionFromZip: true };
  }
  if (lat === undefined || lng === undefined) {
    errors[lat === undefined ? 'lat' : 'lng'] = COURT_MESSAGES.positionPair;
    return undefined;
  }
  const inRange = (value: unknown, limit: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!inRange(lat, 90)) errors.lat = COURT_MESSAGES.latInvalid;
  if (!inRange(lng, 180)) errors.lng = COURT_MESSAGES.lngInvalid;
  if (errors.lat || errors.lng) return undefined;
  return { lat: lat as number, lng: lng as number, positionFromZip: false };
}
