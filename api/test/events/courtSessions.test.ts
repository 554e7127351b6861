import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourtSearchResult, EventInput } from '../../../codegen/hey-api/types.gen.ts';
import { GOOD_COURT } from '../courts/fixtures.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';
import { call } from '../users/staff.ts';
import { createEvent } from './fixtures.ts';

const ZONE = 'America/Chicago';
const firstTuesday = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1 }).set({ weekday: 2 }).plus({ weeks: 1 });
const tuesday = (week: number) => firstTuesday.plus({ weeks: week }).toISODate()!;

/** A weekly Tuesday open play at a court whose first date is cancelled. */
const openPlay = (courtId: number, slug: string, extra: Partial<EventInput> = {}): EventInput => ({
  kind: 'open-play',
  title: 'Court session open play',
  slug,
  start: `${tuesday(0)}T18:00`,
  end: `${tuesday(0)}T20:00`,
  recurrence: { days: ['tu'], until: tuesday(8) },
  exceptions: { cancelled: [tuesday(0)], moved: [] },
  courtId,
  skillLevels: ['all'],
  publication: 'published',
  ...extra,
});

const search = async (app: { url: string }) => (await call(app, undefined, 'GET', '/api/public/courts?near=83702&miles=5')).body as unknown as CourtSearchResult;

describe("the court finder's upcoming sessions per court", () => {
  const app = useTestApp();
  let withEvents = 0;
  let without = 0;
  let eventId = 0;
  beforeAll(async () => {
    withEvents = (await call(app, app.cookie, 'POST', '/api/courts', { ...GOOD_COURT, name: 'Sessions Park' })).body.id as number;
    without = (await call(app, app.cookie, 'POST', '/api/courts', { ...GOOD_COURT, name: 'Quiet Park' })).body.id as number;
    eventId = (await createEvent(app, app.cookie, openPlay(withEvents, 'court-open-play'))).id;
    // A draft at the same court, sooner than the open play: never shown.
    await createEvent(app, app.cookie, { ...openPlay(withEvents, 'court-draft', { title: 'Draft clinic', kind: 'clinic', publication: 'draft' }), exceptions: { cancelled: [], moved: [] } });
  });

  it("lists each court's next three published sessions, cancelled dates left out, with its calendar feed", async () => {
    const result = await search(app);
    expect(result.timeZone).toBe(ZONE);
    const court = result.items.find((item) => item.id === withEvents)!;
    expect(court.calendarUrl).toBe(`/courts/${withEvents}/events.ics`);
    expect(court.upcoming.map((session) => [session.slug, session.date, session.kind])).toEqual([1, 2, 3].map((week) => ['court-open-play', tuesday(week), 'open-play']));
    expect(court.upcoming[0]!.start).toMatch(new RegExp(`^${tuesday(1)}T18:00:00-0[56]:00$`));
    const quiet = result.items.find((item) => item.id === without)!;
    expect(quiet.upcoming).toEqual([]);
    expect(quiet.calendarUrl).toBe(`/courts/${without}/events.ics`);
  });

  it('shows a change to the events in the next search (the cached answer is cleared)', async () => {
    expect((await search(app)).items.find((item) => item.id === withEvents)!.upcoming).toHaveLength(3);
    const unpublished = await call(app, app.cookie, 'PUT', `/api/events/${eventId}`, openPlay(withEvents, 'court-open-play', { publication: 'draft' }));
    expect(unpublished.status).toBe(200);
    expect((await search(app)).items.find((item) => item.id === withEvents)!.upcoming).toEqual([]);
    await call(app, app.cookie, 'PUT', `/api/events/${eventId}`, openPlay(withEvents, 'court-open-play', { title: 'Renamed open play' }));
    expect((await search(app)).items.find((item) => item.id === withEvents)!.upcoming.map((session) => session.title)).toEqual(Array(3).fill('Renamed open play'));
  });
});

describe('the court finder without scripts: /courts, server-rendered', () => {
  const app = useTestApp({ seed: true, serveSite: true });

  it("renders the form's search with each court's upcoming sessions, linking each event and the court's calendar", async () => {
    const page = await fetchPage(`${app.url}/courts?type=outdoor&miles=5&near=78704&utm_source=mail&type=indoor`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('h1')?.textContent).toBe('Find a Court Near You');
    const form = page.doc.querySelector('form[aria-label="Court Finder"]')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/courts', 'get']);
    expect((form.querySelector('input[name="near"]') as HTMLInputElement).value).toBe('78704');
    expect((form.querySelector('select[name="miles"]') as HTMLSelectElement).value).toBe('5');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="type"]')].filter((box) => box.checked).map((box) => box.value)).toEqual(['indoor', 'outdoor']);
    expect(page.doc.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ courts? within 5 miles, nearest first\.$/);
    const court = [...page.doc.querySelectorAll('.court-result')].find((item) => item.querySelector('h4')?.textContent === 'Riverside Park Courts')!;
    expect(court).toBeTruthy();
    const sessions = [...court.querySelectorAll('.court-result__sessions li')];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThanOrEqual(3);
    expect(sessions[0]!.querySelector('a')?.getAttribute('href')).toBe('/events/evening-open-play');
    expect(sessions[0]!.textContent).toMatch(/Evening open play \(Open play\) (Tue|Thu), \w{3} \d{1,2}, 6:00\s?PM to 8:00\s?PM/);
    const feed = [...court.querySelectorAll('a')].find((link) => link.textContent?.startsWith("Subscribe to this court's calendar"))!;
    expect(feed.getAttribute('href')).toMatch(/^\/courts\/\d+\/events\.ics$/);
    expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('says why a search could not run, offers the next distance when none is near, and asks for a place first', async () => {
    const unknown = await fetchPage(`${app.url}/courts?near=00000&miles=5`);
    expect(unknown.status).toBe(200);
    expect(unknown.doc.querySelector('[role="status"]')?.textContent).toBe('We could not find that ZIP code or city.');
    const empty = await fetchPage(`${app.url}/courts?near=83702&miles=5`);
    expect(empty.doc.querySelector('[role="status"]')?.textContent).toBe('No courts within 5 miles.');
    expect(empty.doc.querySelector('a.button')?.getAttribute('href')).toBe('/courts?near=83702&miles=10');
    const blank = await fetchPage(`${app.url}/courts`);
    expect(blank.status).toBe(200);
    expect(blank.doc.querySelector('.court-result')).toBeNull();
    expect([...blank.doc.querySelectorAll<HTMLInputElement>('input[name="type"]')].filter((box) => box.checked).map((box) => box.value)).toEqual(['indoor', 'outdoor']);
  });

  it("lands the landing's Court Finder on /courts when scripts do not run", async () => {
    const landing = await fetchPage(`${app.url}/`);
    const form = landing.doc.querySelector('#courts form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/courts', 'get']);
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual(['near', 'miles', 'type', 'type', 'type', 'type']);
  });
});
