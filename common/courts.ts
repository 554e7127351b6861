/** The court directory's texts and rules, shared by the API and the web app. */

/** Two-letter codes of the US states, DC and the territories with ZIP codes. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
] as const;

/** The CSV columns an import understands, in the order docs/courts.md lists them. */
export const COURT_CSV_COLUMNS = [
  'name', 'address', 'city', 'state', 'zip', 'lat', 'lng', 'indoorCourts', 'outdoorCourts', 'access', 'lighted', 'fee', 'website', 'notes',
] as const;

/** Most rows one import may hold. */
export const COURT_IMPORT_MAX_ROWS = 5_000;
/** Largest CSV file an import accepts. */
export const COURT_IMPORT_MAX_BYTES = 2_000_000;
/** Most courts one search answers with (nearest first). */
export const COURT_SEARCH_MAX_RESULTS = 100;

/** OpenStreetMap's standard tiles, used when MAP_TILE_URL is not set. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const COURT_MESSAGES = {
  nameRequired: 'Name is required',
  cityRequired: 'City is required',
  stateInvalid: 'State must be a two-letter US state code, e.g. TX',
  zipInvalid: 'ZIP code must be 5 digits',
  zipUnknown: 'We could not find this ZIP code: enter the latitude and longitude',
  positionPair: 'Give both latitude and longitude, or neither',
  latInvalid: 'Latitude must be a number between -90 and 90',
  lngInvalid: 'Longitude must be a number between -180 and 180',
  countInvalid: 'Enter a whole number, 0 or more',
  noCourts: 'A place needs at least one indoor or outdoor court',
  accessInvalid: 'Access must be public or private',
  lightedInvalid: 'Lights must be true or false',
  websiteInvalid: 'Website must be an http or https address',
  tooLong: (max: number) => `Use at most ${max} characters`,
  unknownPlace: 'We could not find that ZIP code or city.',
  ambiguousPlace: (city: string, example: string) => `Several places are called ${city}: add the state, e.g. '${example}'.`,
  nearRequired: 'Enter a ZIP code or city name.',
  importEmpty: 'The file has no courts: one header row, then one court per row.',
  importUnknownColumns: (columns: string[]) => `Unknown columns: ${columns.join(', ')}. Use ${COURT_CSV_COLUMNS.join(', ')}.`,
  importTooMany: `An import may hold at most ${COURT_IMPORT_MAX_ROWS} rows.`,
} as const;
