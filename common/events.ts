/** Events and open play: the texts and rules the API and the web app share. */

export const EVENT_KINDS = ['open-play', 'clinic', 'league', 'tournament', 'social', 'other'] as const;
/** How each kind reads to visitors. */
export const EVENT_KIND_LABELS: Record<(typeof EVENT_KINDS)[number], string> = { 'open-play': 'Open play', clinic: 'Clinic', league: 'League', tournament: 'Tournament', social: 'Social', other: 'Other' };
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'moved', 'full'] as const;
export const EVENT_PUBLICATIONS = ['draft', 'published'] as const;
export const SKILL_LEVELS = ['all', '2.0', '2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'] as const;
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;


/** /events lists about this many occurrences a page (whole days), then links to the later dates. */
export const EVENTS_PAGE_SIZE = 50;

/** A weekly series is expanded at most this far (and this many occurrences). */
export const EVENT_MAX_SERIES_DAYS = 2 * 366;
export const EVENT_MAX_OCCURRENCES = 800;

/** The CSV columns an event import understands: `days` and `until` make a weekly series, `cost` is in US dollars. */
export const EVENT_CSV_COLUMNS = [
  'kind', 'title', 'slug', 'description', 'start', 'end', 'days', 'until', 'courtId', 'address', 'skillLevels', 'cost', 'capacity', 'registrationUrl', 'organizerName', 'organizerContact',
] as const;
/** Most rows one event import may hold. */
export const EVENT_IMPORT_MAX_ROWS = 1_000;
/** Largest CSV file an event import accepts. */
export const EVENT_IMPORT_MAX_BYTES = 1_000_000;

export const EVENT_MESSAGES = {
  kindInvalid: `Kind must be one of ${EVENT_KINDS.join(', ')}`,
  titleRequired: 'Title is required',
  tooLong: (max: number) => `At most ${max} characters`,
  localTimeInvalid: 'Enter a local date and time as YYYY-MM-DDTHH:MM',
  endBeforeStart: 'The end must be after the start, on the same day or the next',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  daysInvalid: 'Pick at least one weekday (mo, tu, we, th, fr, sa, su)',
  untilInvalid: 'The series ends on a date after its first day, within two years',
  exceptionInvalid: 'Each exception names a date of the series once',
  exceptionWithoutSeries: 'Only a weekly series has cancelled or moved dates',
  placeRequired: 'Choose a court or enter an address',
  courtUnknown: 'No court has this id',
  skillInvalid: `Skill levels are among ${SKILL_LEVELS.join(', ')}`,
  costInvalid: 'Cost must be a whole number of cents, 0 or more',
  capacityInvalid: 'Capacity must be a whole number from 1 to 10000',
  registrationUrlInvalid: 'The registration link must be an https:// address',
  statusInvalid: `Status must be one of ${EVENT_STATUSES.join(', ')}`,
  publicationInvalid: 'Publication must be draft or published',
  previousStartRequired: 'A moved event says when it was to start',
  onlyEditorsPublish: 'Only editors and admins can publish, unpublish or cancel events.',
  authorsEditDrafts: 'Authors can change only drafts; ask an editor to unpublish it first.',
  ownEventsOnly: 'Authors can change only their own events.',
  toBeforeFrom: 'The last day comes before the first',
  rangeTooLong: 'Ask for at most a year of events at a time',
  importEmpty: 'The file has no events: one header row, then one event per row.',
  importUnknownColumns: (columns: string[]) => `Unknown columns: ${columns.join(', ')}. Use ${EVENT_CSV_COLUMNS.join(', ')}.`,
  importTooMany: `An import may hold at most ${EVENT_IMPORT_MAX_ROWS} rows.`,
  importCostInvalid: 'Cost must be an amount in US dollars, e.g. 10 or 12.50 (empty: free or unknown)',
  importSlugTaken: 'Another event uses this slug',
} as const;
