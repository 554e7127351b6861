import { EVENT_MESSAGES } from '../../../common/events.ts';
import { escapeHtml } from '../site/rendering/siteFrame.ts';
import type { EventRaw } from './validate.ts';

/** The CSV column that holds each field the check names. */
const COLUMN_OF: Record<string, string> = { 'recurrence.days': 'days', 'recurrence.until': 'until', costCents: 'cost' };

/** A check's messages named by the file's columns. */
export const byColumn = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [COLUMN_OF[field] ?? field, message]));

/** Plain text as the HTML the editor keeps: blank lines part paragraphs, a line break stays one. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const listOf = (text: string) => text.toLowerCase().split(/[\s,;]+/).filter(Boolean);
const wholeOrText = (text: string) => (text === '' ? null : /^\d+$/.test(text) ? Number(text) : text);

/** Dollars as cents: `10`, `$12.50`, `free` (0); null when empty, undefined when unreadable. */
function centsOf(text: string): number | null | undefined {
  if (text === '') return null;
  if (text.toLowerCase() === 'free') return 0;
  const amount = /^\$?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  return amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0')) : undefined;
}

/**
 * A row's text as the event the API takes, and the messages of what only a file can get wrong.
 * Cells are taken as text whatever they start with: `=HYPERLINK(...)` is a title, not a formula.
 */
export function rowToEvent(row: Record<string, string>): { raw: EventRaw; errors: Record<string, string> } {
  const text = (column: string) => row[column] ?? '';
  const errors: Record<string, string> = {};
  const costCents = centsOf(text('cost'));
  if (costCents === undefined) errors.cost = EVENT_MESSAGES.importCostInvalid;
  const days = listOf(text('days'));
  const series = days.length > 0 || text('until') !== '';
  const raw: EventRaw = {
    kind: text('kind').toLowerCase(),
    title: text('title'),
    slug: text('slug'),
    description: plainTextToHtml(text('description')),
    // A space between the day and the time reads like the T the API takes.
    start: text('start').replace(/^(\d{4}-\d{2}-\d{2}) +/, '$1T'),
    end: text('end').replace(/^(\d{4}-\d{2}-\d{2}) +/, '$1T'),
    recurrence: series ? { days, until: text('until') } : null,
    courtId: wholeOrText(text('courtId')),
    address: text('address'),
    skillLevels: text('skillLevels') === '' ? undefined : listOf(text('skillLevels')),
    costCents: costCents ?? null,
    capacity: wholeOrText(text('capacity')),
    registrationUrl: text('registrationUrl'),
    organizerName: text('organizerName'),
    organizerContact: text('organizerContact'),
  };
  return { raw, errors };
}
