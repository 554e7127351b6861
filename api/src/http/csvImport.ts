import type { Request, RequestHandler, Response } from 'express';
import { CsvError, parse } from 'csv-parse/sync';
import { CSV_IMPORT_MESSAGES } from '../../../common/csvImport.ts';
import { HttpProblem, problemBody } from './problem.ts';
import { freeSlug } from './slug.ts';

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

/** A row of an import that cannot be stored, by the line of the file it starts on. */
export interface BadRow {
  line: number;
  reason: string;
  errors: Record<string, string>;
}

/** An import refused as a whole (400), with every bad row. */
export class ImportRefused extends HttpProblem {
  constructor(
    detail: string,
    readonly rows: BadRow[] = [],
  ) {
    super(400, detail, { errors: Object.fromEntries(rows.map((row) => [`line ${row.line}`, row.reason])) });
  }
}

/** A refused import's 400 also lists the bad rows (the shared error handler knows only `errors`). */
export function sendImportProblem(res: Response, problem: ImportRefused): void {
  res.status(400).type('application/problem+json').send(JSON.stringify({ ...problemBody(400, problem.message, problem.errors), rows: problem.rows }));
}

/** A CSV import operation: the body's text goes to `importCsv`; 201 with how many rows it stored, or the 400 naming the bad rows. */
export function csvImportHandler(importCsv: (text: string, req: Request) => Promise<number>): RequestHandler {
  return async (req, res) => {
    try {
      const imported = await importCsv(typeof req.body === 'string' ? req.body : '', req);
      res.status(201).json({ imported });
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      sendImportProblem(res, error);
    }
  };
}

const FAULTS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: CSV_IMPORT_MESSAGES.badQuotes,
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
        if (!echo) faults.push({ line, reason: FAULTS[error.code] ?? CSV_IMPORT_MESSAGES.misplacedQuote });
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    // What skipping cannot get past still names its line, never a server error.
    if (!(error instanceof CsvError)) throw error;
    return { records: [], faults: [{ line: Number(error.lines) || 1, reason: CSV_IMPORT_MESSAGES.misplacedQuote }] };
  }
  const records = parsed.map(({ record, info }) => {
    // info.lines is where the record ends; quoted line breaks move its start up.
    const breaks = record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, values: record };
  });
  return { records, faults };
}

/** What one kind of import needs said and checked. */
export interface ImportRules<T> {
  /** The columns it understands, matched to the header case-insensitively. */
  columns: readonly string[];
  maxRows: number;
  texts: { empty: string; unknownColumns: (names: string[]) => string; tooMany: string };
  /** One row's values by column name: what it holds, or each field's message. */
  check: (row: Record<string, string>) => { fields?: T; errors: Record<string, string> };
}

/** The rows that passed, by line, and every row that did not (with the file's unreadable lines). */
export interface ImportRows<T> {
  good: { line: number; fields: T }[];
  bad: BadRow[];
}

/** A row's field messages as one line of text. */
export const badRow = (line: number, errors: Record<string, string>): BadRow => ({
  line,
  reason: Object.entries(errors).map(([field, message]) => (field === 'row' ? message : `${field}: ${message}`)).join('; '),
  errors,
});

/**
 * Checks every row of a CSV file. A file that is empty, has unknown columns or too many rows is
 * refused at once (ImportRefused); otherwise each row is checked and sorted into good and bad.
 */
export function readImportRows<T>(text: string, rules: ImportRules<T>): ImportRows<T> {
  const { records, faults } = parseCsv(text);
  const [header, ...rows] = records;
  if (!header || (rows.length === 0 && faults.length === 0)) throw new ImportRefused(rules.texts.empty);
  const known = new Map(rules.columns.map((name) => [name.toLowerCase(), name]));
  const columns = header.values.map((name) => known.get(name.trim().toLowerCase()) ?? '');
  const unknown = header.values.filter((_, index) => columns[index] === '').map((name) => name.trim() || '(empty)');
  if (unknown.length > 0) throw new ImportRefused(rules.texts.unknownColumns(unknown));
  if (rows.length > rules.maxRows) throw new ImportRefused(rules.texts.tooMany);

  const good: ImportRows<T>['good'] = [];
  const bad: BadRow[] = [];
  for (const { line, values } of rows) {
    if (values.length !== columns.length) {
      bad.push(badRow(line, { row: CSV_IMPORT_MESSAGES.columnCount(values.length, columns.length) }));
      continue;
    }
    const row = Object.fromEntries(columns.map((column, index) => [column, values[index]!.trim()]));
    const { fields, errors } = rules.check(row);
    if (fields) good.push({ line, fields });
    else bad.push(badRow(line, errors));
  }
  for (const { line, reason } of faults) bad.push({ line, reason, errors: { row: reason } });
  return { good, bad };
}

/** An import of records named by slugs: a row may leave its slug out, but never name one already taken. */
export interface SluggedImportRules<T extends { slug: string }> extends Omit<ImportRules<T>, 'check'> {
  /** The slugs in use before the import. */
  taken: Iterable<string>;
  /** The message for a row naming a slug in use. */
  slugTaken: string;
  /** The row's values as the record's fields, with the errors of reading them (by field). */
  read: (row: Record<string, string>) => { raw: Record<string, unknown>; errors: Record<string, string> };
  /** A row without a slug gets one made from this text (`fallback` when it makes none), free of every other. */
  slugFrom: (raw: Record<string, unknown>) => string;
  fallback: string;
  /** The record's own rules, given the row with its slug. */
  validate: (raw: Record<string, unknown>) => { fields?: T; errors: Record<string, string> };
  /** Field errors renamed to the file's column names. */
  byColumn: (errors: Record<string, string>) => Record<string, string>;
}

/** readImportRows for records named by slugs: each row's slug free of the site's and of the earlier rows'. */
export function readSluggedRows<T extends { slug: string }>(text: string, rules: SluggedImportRules<T>): ImportRows<T> {
  const taken = new Set(rules.taken);
  return readImportRows(text, {
    ...rules,
    check(row) {
      const { raw, errors: own } = rules.read(row);
      const given = String(raw.slug ?? '').toLowerCase();
      const { fields, errors } = rules.validate({ ...raw, slug: given || freeSlug(rules.slugFrom(raw), taken, rules.fallback) });
      if (given && !errors.slug && taken.has(given)) errors.slug = rules.slugTaken;
      const all = rules.byColumn({ ...errors, ...own });
      if (!fields || Object.keys(all).length > 0) return { errors: all };
      taken.add(fields.slug);
      return { fields, errors: all };
    },
  });
}

/** Refuses the whole import when any row is bad, naming each by line. */
export function refuseBadRows(bad: BadRow[]): void {
  if (bad.length === 0) return;
  bad.sort((a, b) => a.line - b.line);
  throw new ImportRefused(CSV_IMPORT_MESSAGES.badRows(bad.length), bad);
}
