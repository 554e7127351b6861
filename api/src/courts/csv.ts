import { COURT_CSV_COLUMNS, COURT_MESSAGES } from '../../../common/courts.ts';
import type { CourtRaw } from './validate.ts';

/** One parsed record and the line of the file it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  values: string[];
}

/**
 * Splits CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, line
 * breaks and doubled quotes) into records, skipping blank lines. An unclosed quote is reported
 * on the record where it opens.
 */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedAt?: number } {
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let touched = false;
  const endValue = () => {
    values.push(value);
    value = '';
  };
  const endRecord = () => {
    endValue();
    if (touched || values.length > 1 || values[0] !== '') records.push({ line: recordLine, values });
    values = [];
    touched = false;
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        value += char;
      }
    } else if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === ',') {
      endValue();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      value += char;
    }
  }
  if (quoted) return { records, unclosedAt: recordLine };
  endRecord();
  return { records };
}

const NUMBER_COLUMNS = new Set(['lat', 'lng', 'indoorCourts', 'outdoorCourts']);
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** The header's columns matched to the court's fields (case-insensitive), or the names it does not know. */
export function readHeader(header: string[]): { columns: string[]; unknown: string[] } {
  const known = new Map(COURT_CSV_COLUMNS.map((name) => [name.toLowerCase(), name as string]));
  const columns = header.map((name) => known.get(name.trim().toLowerCase()) ?? '');
  const unknown = header.filter((_, index) => columns[index] === '').map((name) => name.trim() || '(empty)');
  return { columns, unknown };
}

/** A row's text as the values the API takes: numbers and booleans where the field has them; text that is neither stays text, so the check names it. */
export function rowToCourt(columns: string[], values: string[]): CourtRaw {
  const court: CourtRaw = {};
  columns.forEach((column, index) => {
    const text = (values[index] ?? '').trim();
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
  });
  return court;
}

export function columnCountProblem(found: number, expected: number): string {
  return COURT_MESSAGES.importColumnCount(found, expected);
}
