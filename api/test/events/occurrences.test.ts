import { describe, expect, it } from 'vitest';
import { expandOccurrences, lastHeldEnd, occurrencesBetween, type Schedule } from '../../src/events/occurrences.ts';

const ZONE = 'America/Chicago';
const none = { cancelled: [], moved: [] };
/** Tuesdays at 18:00 for two hours, from before the clocks go back (Nov 1, 2026) to after. */
const WEEKLY: Schedule = { start: '2026-10-20T18:00', end: '2026-10-20T20:00', recurrence: { days: ['tu'], until: '2026-11-17' }, exceptions: none };
const local = (time: { toISO(): string | null }) => time.toISO()!.slice(0, 16);

describe('occurrence expansion', () => {
  it('keeps a weekly session at 18:00 local across the change from daylight saving time', () => {
    const occurrences = expandOccurrences(WEEKLY, ZONE);
    expect(occurrences.map((o) => local(o.start))).toEqual(['2026-10-20T18:00', '2026-10-27T18:00', '2026-11-03T18:00', '2026-11-10T18:00', '2026-11-17T18:00']);
    // 18:00 CDT is 23:00 UTC; 18:00 CST is midnight UTC.
    expect(occurrences[1]!.start.toUTC().toISO()).toBe('2026-10-27T23:00:00.000Z');
    expect(occurrences[2]!.start.toUTC().toISO()).toBe('2026-11-04T00:00:00.000Z');
    expect(occurrences.every((o) => o.end.diff(o.start, 'hours').hours === 2)).toBe(true);
  });

  it('flags a cancelled date and keeps the rest of the series', () => {
    const occurrences = expandOccurrences({ ...WEEKLY, exceptions: { cancelled: ['2026-11-03'], moved: [] } }, ZONE);
    expect(occurrences).toHaveLength(5);
    expect(occurrences.filter((o) => o.cancelled).map((o) => o.date)).toEqual(['2026-11-03']);
  });

  it('moves one occurrence to its new start, with its length, remembering where it was', () => {
    const occurrences = expandOccurrences({ ...WEEKLY, exceptions: { cancelled: [], moved: [{ date: '2026-11-10', start: '2026-11-12T09:30' }] } }, ZONE);
    const moved = occurrences.find((o) => o.date === '2026-11-10')!;
    expect(local(moved.start)).toBe('2026-11-12T09:30');
    expect(local(moved.end)).toBe('2026-11-12T11:30');
    expect(local(moved.movedFrom!)).toBe('2026-11-10T18:00');
    expect(occurrences.map((o) => o.date)).toEqual(['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10', '2026-11-17']);
  });

  it('falls on each chosen weekday, and a single event is one occurrence', () => {
    const twice = expandOccurrences({ ...WEEKLY, recurrence: { days: ['tu', 'th'], until: '2026-10-29' } }, ZONE);
    expect(twice.map((o) => o.date)).toEqual(['2026-10-20', '2026-10-22', '2026-10-27', '2026-10-29']);
    expect(expandOccurrences({ ...WEEKLY, recurrence: null }, ZONE).map((o) => local(o.start))).toEqual(['2026-10-20T18:00']);
  });

  it('keeps the occurrences in a window: not ended by its start, starting before its end', () => {
    const from = Date.parse('2026-10-27T23:30:00Z');
    const to = Date.parse('2026-11-11T00:30:00Z');
    expect(occurrencesBetween(WEEKLY, ZONE, from, to).map((o) => o.date)).toEqual(['2026-10-27', '2026-11-03', '2026-11-10']);
  });
});

describe('reading part of a series (what the court finder and search expand)', () => {
  /** Mondays and Thursdays at 23:30 for a year: late enough that the UTC date is the next day. */
  const LATE: Schedule = {
    start: '2026-01-05T23:30',
    end: '2026-01-06T00:30',
    recurrence: { days: ['mo', 'th'], until: '2026-12-31' },
    exceptions: { cancelled: ['2026-03-09', '2026-12-31'], moved: [{ date: '2026-02-02', start: '2026-09-01T10:00' }, { date: '2026-12-28', start: '2027-01-04T09:00' }] },
  };
  const starts = (list: { start: { toMillis(): number } }[]) => list.map((o) => o.start.toMillis());

  it('gives the same occurrences in any window as the whole series filtered, moved ones included', () => {
    const all = expandOccurrences(LATE, ZONE);
    for (const [from, to] of [['2026-03-01', '2026-03-15'], ['2026-08-30', '2026-09-02'], ['2026-11-01', '2027-02-01'], ['2026-01-05', '2026-01-06']]) {
      const [a, b] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
      expect(starts(occurrencesBetween(LATE, ZONE, a, b)), `${from}..${to}`).toEqual(starts(all.filter((o) => o.end.toMillis() > a && o.start.toMillis() < b)));
    }
  });

  it('finds when the last occurrence that is not cancelled ends, a moved one past the series included', () => {
    const held = expandOccurrences(LATE, ZONE).filter((o) => !o.cancelled);
    expect(lastHeldEnd(LATE, ZONE)).toBe(Math.max(...held.map((o) => o.end.toMillis())));
    expect(new Date(lastHeldEnd(LATE, ZONE)!).toISOString()).toBe('2027-01-04T16:00:00.000Z');
    const noMoves = { ...LATE, exceptions: { ...LATE.exceptions, moved: [] } };
    // The 31st is cancelled: the 28th (23:30 to 00:30 CST) is the last.
    expect(new Date(lastHeldEnd(noMoves, ZONE)!).toISOString()).toBe('2026-12-29T06:30:00.000Z');
  });
});
