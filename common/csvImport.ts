/** The texts every CSV import (courts, events) gives a file it cannot read. */
export const CSV_IMPORT_MESSAGES = {
  badRows: (count: number) => `${count === 1 ? '1 row has' : `${count} rows have`} problems; nothing was imported.`,
  badQuotes: 'A quoted value is not closed',
  misplacedQuote: 'A quote is out of place: quote the whole value, and double any quote inside it',
  columnCount: (found: number, expected: number) => `Has ${found} values but the header has ${expected}`,
} as const;
