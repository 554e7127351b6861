import type { CourtInput } from '../../../codegen/hey-api/types.gen.ts';

/** Miles in one degree of latitude (Earth radius 3958.8 miles). */
const MILES_PER_DEGREE = (Math.PI / 180) * 3958.8;

/** The point `miles` north (or east) of an origin. */
export function offset(origin: { lat: number; lng: number }, miles: number, direction: 'north' | 'east' = 'north') {
  if (direction === 'north') return { lat: origin.lat + miles / MILES_PER_DEGREE, lng: origin.lng };
  return { lat: origin.lat, lng: origin.lng + miles / (MILES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)) };
}

/** A court every check accepts; tests change one field at a time. */
export const GOOD_COURT: CourtInput = {
  name: 'Test Park Courts',
  address: '1 Test Way',
  city: 'Boise',
  state: 'ID',
  zip: '83702',
  indoorCourts: 2,
  outdoorCourts: 4,
  access: 'public',
  lighted: true,
  fee: 'Free',
  website: 'https://example.com/courts',
  notes: '',
};
