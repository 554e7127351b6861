import { DateTime } from 'luxon';
import type { EventFields } from '../../events/event.ts';

/**
 * Sample events seeded on first start so the events page shows its shape on a fresh install: a
 * weekly open play, a Saturday open play and a beginners' clinic at the sample Austin courts,
 * dated from the day of the install. They read like a club's own sessions; the owner sees their
 * sample mark in the back office and removes them with the rest of the sample content.
 */
export function sampleEvents(courtIds: readonly number[], zone: string, now: number): EventFields[] {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const next = (weekday: number) => today.plus({ days: ((weekday - today.weekday + 7) % 7) + 1 }).toISODate()!;
  const tuesday = next(2);
  const saturday = next(6);
  const halfYear = today.plus({ days: 182 }).toISODate()!;
  const base = {
    exceptions: { cancelled: [], moved: [] },
    address: '',
    registrationUrl: '',
    organizerName: 'Club volunteers',
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
      title: 'Evening open play',
      slug: 'evening-open-play',
      description:
        '<p>Drop in after work for rotating doubles. Put your paddle in the stack by the gate: the next four paddles take the next free court, and winners split up after two games so everyone mixes.</p><p>Bring water and a paddle; the club brings outdoor balls.</p>',
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
      title: 'Saturday morning open play (3.0 to 4.0)',
      slug: 'saturday-open-play',
      description:
        '<p>Two hours of games for intermediate players who keep the ball in play and want longer rallies. Courts are grouped by level, so 3.0 players meet 3.0 players and move up when they win.</p><p>The fee covers court lights and new balls each month.</p>',
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
      title: 'Beginners clinic',
      slug: 'beginners-clinic',
      description:
        '<p>Your first ninety minutes of pickleball: the grip, the underhand serve, the two-bounce rule, keeping score, and why everyone stops at the kitchen line. Loaner paddles are at the court.</p><p>Stay after the clinic to try a few friendly games with the coaches.</p>',
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
