/** A CSV field: quoted, quotes doubled; a leading =, +, - or @ is neutralised so spreadsheets do not run it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV file: the header line, then one line of fields per row, CRLF line ends. */
export function csvFile(columns: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
