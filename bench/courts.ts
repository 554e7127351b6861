import { load, type LoadFigures } from './apiLoad.ts';
import { random } from './seed.ts';

/** Metro areas the bench's courts are spread around: ZIP code and its centre. */
const METROS = [
  ['78701', 30.2713, -97.7426, 'Austin', 'TX'],
  ['80202', 39.7525, -104.9995, 'Denver', 'CO'],
  ['32801', 28.5399, -81.3727, 'Orlando', 'FL'],
  ['85004', 33.4514, -112.0686, 'Phoenix', 'AZ'],
  ['98101', 47.6114, -122.3305, 'Seattle', 'WA'],
  ['60601', 41.8858, -87.6181, 'Chicago', 'IL'],
  ['30303', 33.7525, -84.3888, 'Atlanta', 'GA'],
  ['83702', 43.6322, -116.2052, 'Boise', 'ID'],
] as const;
const MILES_PER_DEGREE = (Math.PI / 180) * 3958.8;
/** Courts lie within this many miles of their metro's centre. */
const SPREAD_MILES = 60;
/** The import takes at most 5,000 rows at a time. */
const IMPORT_BATCH = 5_000;

function courtRows(count: number): string[] {
  const next = random(20261122);
  const rows: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [zip, lat, lng, city, state] = METROS[i % METROS.length]!;
    // Uniform over the disc: the square root keeps courts from crowding the centre.
    const distance = SPREAD_MILES * Math.sqrt(next());
    const angle = 2 * Math.PI * next();
    const courtLat = lat + (distance * Math.cos(angle)) / MILES_PER_DEGREE;
    const courtLng = lng + (distance * Math.sin(angle)) / (MILES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    const indoor = next() < 0.4 ? 1 + Math.floor(next() * 6) : 0;
    const outdoor = indoor === 0 || next() < 0.5 ? 1 + Math.floor(next() * 12) : 0;
    rows.push([`Bench Court ${i + 1}`, city, state, zip, courtLat.toFixed(5), courtLng.toFixed(5), indoor, outdoor, next() < 0.7 ? 'public' : 'private', next() < 0.5, 'Free'].join(','));
  }
  return rows;
}

/** Adds `count` courts through the CSV import, 5,000 rows at a time. */
export async function seedCourts(url: string, cookie: string, count: number): Promise<void> {
  const rows = courtRows(count);
  for (let first = 0; first < rows.length; first += IMPORT_BATCH) {
    const csv = ['name,city,state,zip,lat,lng,indoorCourts,outdoorCourts,access,lighted,fee', ...rows.slice(first, first + IMPORT_BATCH)].join('\n');
    const response = await fetch(`${url}/api/courts/import`, { method: 'POST', headers: { 'Content-Type': 'text/csv', Cookie: cookie }, body: csv });
    if (response.status !== 201) throw new Error(`court import answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Visitors' searches: every metro by ZIP code and by "City, ST", at each distance, with and
 * without filters (64 URLs: as many as a busy minute's distinct searches, within the public read limit).
 */
function searches(): string[] {
  const paths: string[] = [];
  for (const [zip, , , city, state] of METROS) {
    for (const [miles, filters] of [[5, ''], [10, '&outdoor=true'], [25, '&indoor=true&public=true'], [50, '']] as const) {
      paths.push(`/api/public/courts?near=${zip}&miles=${miles}${filters}`);
      paths.push(`/api/public/courts?near=${encodeURIComponent(`${city}, ${state}`)}&miles=${miles}${filters}`);
    }
  }
  return paths;
}

/** The public court search under 20 connections, over the courts seeded above. */
export async function loadCourtSearch(url: string, seconds: number): Promise<LoadFigures> {
  const requests = searches().map((path) => ({ method: 'GET' as const, path }));
  return load({ url: `${url}/api/public/courts`, seconds, connections: 20, expectStatus: 200, requests });
}
