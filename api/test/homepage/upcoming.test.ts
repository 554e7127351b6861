import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { EventInput, HomeSection, HomeUpcomingEvents, PublicHomePage } from '../../../codegen/hey-api/types.gen.ts';
import { HOME_MESSAGES } from '../../../common/homepage.ts';
import { CLINIC, createEvent } from '../events/fixtures.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

const ZONE = 'America/Chicago';
/** Days from tomorrow in the site's zone, so every session is still to come. */
const day = (n: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days: n + 1 }).toISODate()!;
const OPEN_PLAY: EventInput = {
  ...CLINIC,
  kind: 'open-play',
  title: 'Evening open play',
  slug: 'home-open-play',
  start: `${day(0)}T18:00`,
  end: `${day(0)}T20:00`,
  // Every day for a week, the second day cancelled.
  recurrence: { days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], until: day(6) },
  exceptions: { cancelled: [day(1)], moved: [] },
  publication: 'published',
};
const CLINIC_SOON: EventInput = { ...CLINIC, slug: 'home-clinic', title: 'Dinking clinic', start: `${day(2)}T09:00`, end: `${day(2)}T11:00`, publication: 'published' };

const EVENTS = (fields: Partial<HomeSection> = {}): HomeSection => ({ kind: 'events', anchor: 'events', hidden: false, heading: 'Upcoming events', ...fields });
const HERO: HomeSection = { kind: 'hero', anchor: 'hero', hidden: false, heading: 'Welcome' };

/** The home page's events sections, read as visitors read them (a GET of the cached public body). */
describe('home page: the upcoming events section', () => {
  const app = useTestApp();
  const publish = async (sections: HomeSection[]) => {
    const saved = await call(app, app.cookie, 'PUT', '/api/homepage', { sections });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call(app, app.cookie, 'POST', '/api/homepage/publish')).status).toBe(200);
  };
  const live = async () => (await call(app, undefined, 'GET', '/api/public/homepage')).body as unknown as PublicHomePage;
  const sessions = (upcoming: HomeUpcomingEvents | undefined) => upcoming?.items.map((item) => `${item.slug} ${item.date}`);
  let openPlayId = 0;

  it('shows no sessions, not an error, while the calendar is empty', async () => {
    await publish([HERO, EVENTS()]);
    expect(await live()).toMatchObject({ timeZone: ZONE, upcoming: [{ section: 1, items: [] }] });
  });

  it('lists the next sessions, soonest first, leaving out cancelled dates, as many as asked, of one kind when asked', async () => {
    openPlayId = (await createEvent(app, app.cookie, OPEN_PLAY)).id;
    await createEvent(app, app.cookie, CLINIC_SOON);
    // A draft is not on the calendar.
    await createEvent(app, app.cookie, { ...CLINIC_SOON, slug: 'home-draft-clinic', publication: 'draft' });
    await publish([HERO, EVENTS(), { ...EVENTS({ anchor: 'clinics', heading: 'Clinics', eventKind: 'clinic' }) }, EVENTS({ anchor: 'more', heading: 'More', count: 5 }), EVENTS({ anchor: 'gone', hidden: true })]);
    const page = await live();
    // Hidden sections are left out, and the sessions name the shown sections by their place.
    expect(page.sections.map((section) => section.anchor)).toEqual(['hero', 'events', 'clinics', 'more']);
    const [three, clinics, five] = [1, 2, 3].map((at) => page.upcoming.find((entry) => entry.section === at));
    expect(sessions(three)).toEqual([`home-open-play ${day(0)}`, `home-clinic ${day(2)}`, `home-open-play ${day(2)}`]);
    expect(sessions(clinics)).toEqual([`home-clinic ${day(2)}`]);
    expect(sessions(five)).toEqual([`home-open-play ${day(0)}`, `home-clinic ${day(2)}`, `home-open-play ${day(2)}`, `home-open-play ${day(3)}`, `home-open-play ${day(4)}`]);
    expect(three!.items[0]).toMatchObject({ title: 'Evening open play', kind: 'open-play', cancelled: false, place: { name: CLINIC.address } });
    expect(three!.items[0]!.start).toBe(DateTime.fromISO(`${day(0)}T18:00`, { zone: ZONE }).toISO({ suppressMilliseconds: true }));
  });

  it('shows a change to the calendar at once: event writes clear the cached home page', async () => {
    await publish([EVENTS({ count: 1 })]);
    expect(sessions((await live()).upcoming[0])).toEqual([`home-open-play ${day(0)}`]);
    const cancelled = await call(app, app.cookie, 'PUT', `/api/events/${openPlayId}`, { ...OPEN_PLAY, exceptions: { cancelled: [day(0), day(1)], moved: [] } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(sessions((await live()).upcoming[0])).toEqual([`home-clinic ${day(2)}`]);
  });

  it('refuses a count outside 1 to 6 with its field named, and keeps the count and kind of events sections only', async () => {
    for (const count of [0, 7]) {
      const answer = await call(app, app.cookie, 'PUT', '/api/homepage', { sections: [EVENTS({ count })] });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ 'sections.0.count': HOME_MESSAGES.eventCount });
    }
    const saved = await call(app, app.cookie, 'PUT', '/api/homepage', { sections: [EVENTS({ count: 2, eventKind: 'social' }), { ...HERO, count: 2, eventKind: 'social' }] });
    expect((saved.body as unknown as { sections: HomeSection[] }).sections).toEqual([EVENTS({ count: 2, eventKind: 'social' }), HERO]);
  });
});
