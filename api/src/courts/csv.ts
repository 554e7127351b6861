import { CsvError, parse } from 'csv-parse/sync';
import { COURT_CSV_COLUMNS, COURT_MESSAGES } from '../../../common/courts.ts';
import type { CourtRaw } from './validate.ts';

/** One parsed record and the line of the file it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  values: string[];
}

/** A record the parser could not read (a misplaced or unclosed quote), by the line where it noticed. */
export interface CsvFault {
  line: number;
  reason: string;
}

const FAULTS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: COURT_MESSAGES.importBadQuotes,
};

/** A record as csv-parse gives it with `info: true`. */
interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Splits CSV text (RFC 4180: fields in double quotes may hold commas, line breaks and doubled
 * quotes) into records with csv-parse, skipping blank lines. Unreadable records are collected
 * rather than thrown, so one import can report every bad line.
 */
export function parseCsv(text: string): { records: CsvRecord[]; faults: CsvFault[] } {
  const faults: CsvFault[] = [];
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (!error) return;
        // One fault per line; an unclosed quote after a misplaced one is the same mistake running on.
        const line = Number(error.lines);
        const echo = faults.length > 0 && (faults.at(-1)!.line === line || error.code === 'CSV_QUOTE_NOT_CLOSED');
        if (!echo) faults.push({ line, reason: FAULTS[error.code] ?? COURT_MESSAGES.importMisplacedQuote });
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    // What skipping cannot get past still names its line, never a server error.
    if (!(error instanceof CsvError)) throw error;
    return { records: [], faults: [{ line: Number(error.lines) || 1, reason: COURT_MESSAGES.importMisplacedQuote }] };
  }
  const records = parsed.map(({ record, info }) => {
    // info.lines is where the record ends; quoted line breaks move its start up.
    const breaks = record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, values: record };
  });
  return { records, faults };
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
