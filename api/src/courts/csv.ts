import type { CourtRaw } from './validate.ts';

const NUMBER_COLUMNS = new Set(['lat', 'lng', 'indoorCourts', 'outdoorCourts']);
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** A row's text as the values the API takes: numbers and booleans where the field has them; text that is neither stays text, so the check names it. */
export function rowToCourt(row: Record<string, string>): CourtRaw {
  const court: CourtRaw = {};
  for (const [column, text] of Object.entries(row)) {
    if (NUMBER_COLUMNS.has(column)) {
      court[column] = text === '' ? undefined : /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    } else if (column === 'lighted') {
      const lower = text.toLowerCase();
      court[column] = text === '' ? undefined : TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
    } else if (column === 'access') {
      court[column] = text.toLowerCase();
    } else {
      court[column] = text;
    }
  }
  return court;
}
