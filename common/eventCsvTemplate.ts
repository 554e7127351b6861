import { EVENT_CSV_COLUMNS } from './events.ts';

const day = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Quotes a value that holds a comma, a quote or a line break (RFC 4180). */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The file the back office offers to fill in: the header, a weekly open play and a one-off clinic
 * (each at an address; `courtId` names a court of the directory instead), dated from `today`.
 */
export function eventCsvTemplate(today: Date): string {
  const first = day(today, 7);
  const clinic = day(today, 10);
  const rows: Record<string, string>[] = [
    {
      kind: 'open-play',
      title: 'Evening open play',
      description: 'Bring a paddle; balls provided.',
      start: `${first}T18:00`,
      end: `${first}T20:00`,
      days: 'tu th',
      until: day(today, 97),
      address: '100 Main St, Austin, TX 78701',
      skillLevels: '3.0 3.5',
      cost: '5',
      capacity: '24',
      organizerName: 'Ana Rivera',
      organizerContact: 'ana@example.com',
    },
    { kind: 'clinic', title: 'Beginners clinic', start: `${clinic}T09:00`, end: `${clinic}T11:00`, address: '200 Oak Ave, Austin, TX 78702', skillLevels: '2.0 2.5', cost: '12.50', registrationUrl: 'https://example.com/register' },
  ];
  const lines = [EVENT_CSV_COLUMNS.join(','), ...rows.map((row) => EVENT_CSV_COLUMNS.map((column) => cell(row[column] ?? '')).join(','))];
  return `${lines.join('\n')}\n`;
}
