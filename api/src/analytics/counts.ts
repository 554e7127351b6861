/** What one counter row is about: the site's day, a page, a post, a source... */
export const KINDS = ['day', 'page', 'post', 'entry', 'referrer', 'campaign', 'device', 'browser', 'signup', 'search'] as const;
export type Kind = (typeof KINDS)[number];

/** Days of counts kept: a year's report and the year before it (what the dashboard compares with). */
export const COUNT_RETENTION_DAYS = 2 * 366;

export const COUNT_FIELDS = ['views', 'visitors', 'signups', 'searches', 'withResults', 'withoutResults'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type Counts = Partial<Record<CountField, number>>;

/** Counts of one kind and key on one UTC day (`day` is empty in sums over a period). */
export interface CountRow extends Counts {
  day: string;
  kind: Kind;
  key: string;
}

/** Adds `more` into `into`, field by field. */
export function addCounts(into: Counts, more: Counts): void {
  for (const field of COUNT_FIELDS) {
    const n = more[field];
    if (n) into[field] = (into[field] ?? 0) + n;
  }
}

/** Rows summed per kind and key (and per day unless `acrossDays`). */
export function sumRows(rows: Iterable<CountRow>, acrossDays: boolean): CountRow[] {
  const sums = new Map<string, CountRow>();
  for (const row of rows) {
    const day = acrossDays ? '' : row.day;
    const id = `${day}\u0000${row.kind}\u0000${row.key}`;
    let sum = sums.get(id);
    if (!sum) sums.set(id, (sum = { day, kind: row.kind, key: row.key }));
    addCounts(sum, row);
  }
  return [...sums.values()];
}

/** Which stored counts an admin deletes: days from `from` to `to`, of one kind (or all), of one key of it (or all). */
export interface CountSelection {
  from: string;
  to: string;
  kind?: Kind;
  key?: string;
}

/** Whether a row of `day`, `kind` and `key` is one of the selection's. */
export function selects({ from, to, kind, key }: CountSelection, row: { day: string; kind: Kind; key: string }): boolean {
  return row.day >= from && row.day <= to && (kind === undefined || row.kind === kind) && (key === undefined || row.key === key);
}
