import type { EventInput, EventMove } from '../../../../codegen/hey-api/types.gen.ts';

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const numberOrNull = (value: unknown): number | null => (value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value));
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);
/** Dates typed one a line or separated by commas or spaces. */
const dates = (value: unknown): string[] =>
  text(value)
    .split(/[\s,]+/)
    .map((day) => day.trim())
    .filter(Boolean);

/** The form's input for each field the server names in a refusal, where they differ. */
export const FORM_FIELD_OF: Record<string, string> = {
  exceptions: 'cancelledDates',
  'recurrence.days': 'weeklyDays',
  'recurrence.until': 'until',
  costCents: 'costDollars',
  'skillLevels.0': 'skillLevels',
};

/** Only the fields EventInput allows: the cost typed in dollars is sent in cents, a series only with weekdays. */
export function toEventInput(data: Data): EventInput {
  const dollars = numberOrNull(data.costDollars);
  const days = list(data.weeklyDays);
  const weekly = days.length > 0 || text(data.until) !== '';
  const exceptions = (data.exceptions ?? {}) as { moved?: EventMove[] };
  return {
    kind: text(data.kind) as EventInput['kind'],
    title: text(data.title),
    slug: text(data.slug),
    description: text(data.description),
    start: text(data.start),
    end: text(data.end),
    recurrence: weekly ? { days: days as NonNullable<EventInput['recurrence']>['days'], until: text(data.until) } : null,
    exceptions: weekly ? { cancelled: dates(data.cancelledDates), moved: exceptions.moved ?? [] } : { cancelled: [], moved: [] },
    courtId: numberOrNull(data.courtId),
    address: text(data.address),
    skillLevels: list(data.skillLevels) as EventInput['skillLevels'],
    costCents: dollars === null ? null : Math.round(dollars * 100),
    capacity: numberOrNull(data.capacity),
    registrationUrl: text(data.registrationUrl),
    organizerName: text(data.organizerName),
    organizerContact: text(data.organizerContact),
    status: (text(data.status) || 'scheduled') as EventInput['status'],
    previousStart: text(data.previousStart) || null,
    publication: data.publication === 'published' ? 'published' : 'draft',
  };
}

/** An event as the form edits it: cost in dollars, the series' weekdays and its cancelled dates one a line. */
export function toEventForm(record: Data): Data {
  const cents = record.costCents;
  const recurrence = record.recurrence as { days: string[]; until: string } | null | undefined;
  const exceptions = (record.exceptions ?? { cancelled: [] }) as { cancelled: string[] };
  return {
    ...record,
    costDollars: typeof cents === 'number' ? cents / 100 : null,
    weeklyDays: recurrence?.days ?? [],
    until: recurrence?.until ?? '',
    cancelledDates: exceptions.cancelled.join('\n'),
  };
}
