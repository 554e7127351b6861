import { DateTime } from 'luxon';
import type { EventFields } from '../../events/event.ts';

/**
 * Sample events seeded on first start so the events page shows its shape on a fresh install: a
 * weekly open play, a Saturday open play and a beginners' clinic at the sample Austin courts,
 * dated from the day of the install. Every title says "Sample"; docs/events.md says how to remove them.
 */
export function sampleEvents(courtIds: readonly number[], zone: string, now: number): EventFields[] {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const next = (weekday: number) => today.plus({ days: ((weekday - today.weekday + 7) % 7) + 1 }).toISODate()!;
  const tuesday = next(2);
  const saturday = next(6);
  const halfYear = today.plus({ days: 182 }).toISODate()!;
  const base = {
    description: '<p>Sample event, made up to show the events page. Replace it with the sessions near you.</p>',
    exceptions: { cancelled: [], moved: [] },
    address: '',
    registrationUrl: '',
    organizerName: 'Sample organizer',
    organizerContact: '',
    status: 'scheduled' as const,
    previousStart: null,
    publication: 'published' as const,
    authorId: 1,
    sequence: 0,
  };
  return [
    {
      ...base,
      kind: 'open-play',
      title: 'Sample evening open play',
      slug: 'sample-evening-open-play',
      start: `${tuesday}T18:00`,
      end: `${tuesday}T20:00`,
      recurrence: { days: ['tu', 'th'], until: halfYear },
      courtId: courtIds[0] ?? null,
      skillLevels: ['all'],
      costCents: null,
      capacity: null,
    },
    {
      ...base,
      kind: 'open-play',
      title: 'Sample Saturday morning open play (3.0 to 4.0)',
      slug: 'sample-saturday-open-play',
      start: `${saturday}T08:00`,
      end: `${saturday}T10:00`,
      recurrence: { days: ['sa'], until: halfYear },
      courtId: courtIds[1] ?? null,
      skillLevels: ['3.0', '3.5', '4.0'],
      costCents: 500,
      capacity: 24,
    },
    {
      ...base,
      kind: 'clinic',
      title: 'Sample beginners clinic',
      slug: 'sample-beginners-clinic',
      start: `${saturday}T11:00`,
      end: `${saturday}T12:30`,
      recurrence: null,
      courtId: courtIds[1] ?? null,
      skillLevels: ['2.0', '2.5'],
      costCents: 1500,
      capacity: 12,
    },
  ];
}
