import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '../../../codegen/hey-api/types.gen.ts';
import { GOOD_COURT } from '../courts/fixtures.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage, ldOfType } from '../site/pageHelpers.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';
import { CLINIC, createEvent } from './fixtures.ts';
import { SEED_COURTS } from '../../src/seed/data/courts.ts';

const ZONE = 'America/Chicago';
/** The next Tuesday after today in the site's zone, and the series' days from there. */
const firstTuesday = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1 }).set({ weekday: 2 }).plus({ weeks: 1 });
const tuesday = (week: number) => firstTuesday.plus({ weeks: week }).toISODate()!;
const OPEN_PLAY = (courtId: number): EventInput => ({
  kind: 'open-play',
  title: 'Tuesday open play',
  slug: 'public-open-play',
  start: `${tuesday(0)}T18:00`,
  end: `${tuesday(0)}T20:00`,
  recurrence: { days: ['tu'], until: tuesday(5) },
  exceptions: { cancelled: [tuesday(1)], moved: [{ date: tuesday(2), start: `${firstTuesday.plus({ weeks: 2, days: 2 }).toISODate()}T09:00` }] },
  courtId,
  skillLevels: ['all'],
  publication: 'published',
});
const AUSTIN_CLINIC: EventInput = { ...CLINIC, slug: 'public-clinic', start: `${tuesday(1)}T09:00`, end: `${tuesday(1)}T11:00`, publication: 'published' };

interface Occurrence {
  slug: string;
  date: string;
  start: string;
  cancelled: boolean;
  movedFrom?: string;
  place: { name: string; courtId?: number };
}
const get = (app: { url: string }, path: string) => call(app, undefined, 'GET', path);
const slugsOf = (body: unknown) => [...new Set((body as { items: Occurrence[] }).items.map((item) => item.slug))].sort();

describe('events (public reads and calendar feeds)', () => {
  const app = useNewsletterApp();
  let courtId = 0;
  let openPlayId = 0;
  beforeAll(async () => {
    courtId = (await call(app, app.cookie, 'POST', '/api/courts', GOOD_COURT)).body.id as number;
    openPlayId = (await createEvent(app, app.cookie, OPEN_PLAY(courtId))).id;
    await createEvent(app, app.cookie, AUSTIN_CLINIC);
    await createEvent(app, app.cookie, { ...CLINIC, slug: 'public-draft', start: `${tuesday(1)}T09:00`, end: `${tuesday(1)}T11:00` });
  });

  it('lists the upcoming occurrences of published events, soonest first, cancelled and moved ones flagged', async () => {
    const { status, body } = await get(app, '/api/public/events');
    expect(status).toBe(200);
    expect(slugsOf(body)).toEqual(['public-clinic', 'public-open-play']);
    const items = (body as unknown as { items: Occurrence[] }).items;
    expect(items.map((item) => item.start)).toEqual([...items.map((item) => item.start)].sort((a, b) => Date.parse(a) - Date.parse(b)));
    const series = items.filter((item) => item.slug === 'public-open-play');
    expect(series.map((item) => item.date)).toEqual([0, 1, 2, 3, 4, 5].map(tuesday));
    expect(series.find((item) => item.date === tuesday(1))!.cancelled).toBe(true);
    expect(series.find((item) => item.date === tuesday(2))!.start).toMatch(/T09:00:00-0[56]:00$/);
    expect(series.find((item) => item.date === tuesday(2))!.movedFrom).toMatch(/T18:00:00-0[56]:00$/);
    expect(series[0]!.place).toMatchObject({ name: GOOD_COURT.name, courtId });
  });

  it('filters by kind, skill, days and distance from a ZIP code, and refuses what it cannot read', async () => {
    expect(slugsOf((await get(app, '/api/public/events?kind=clinic')).body)).toEqual(['public-clinic']);
    // An event for all levels matches any level asked for.
    expect(slugsOf((await get(app, '/api/public/events?skill=4.5')).body)).toEqual(['public-open-play']);
    expect(slugsOf((await get(app, '/api/public/events?skill=3.5')).body)).toEqual(['public-clinic', 'public-open-play']);
    expect(slugsOf((await get(app, `/api/public/events?from=${tuesday(3)}&to=${tuesday(4)}`)).body)).toEqual(['public-open-play']);
    const near = await get(app, '/api/public/events?near=83702&miles=5');
    expect(slugsOf(near.body)).toEqual(['public-open-play']);
    expect(near.body.place).toMatch(/Boise, ID/);
    expect(slugsOf((await get(app, '/api/public/events?near=Austin%2C+TX&miles=10')).body)).toEqual(['public-clinic']);
    for (const path of ['/api/public/events?near=nowhere-at-all', `/api/public/events?from=${tuesday(2)}&to=${tuesday(1)}`, '/api/public/events?skill=9.0', '/api/public/events?miles=7&near=83702']) {
      const refused = await get(app, path);
      expect(refused.status, path).toBe(400);
      expect(refused.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  });

  it("reads one published event's page with its SportsEvent structured data; a draft is not found", async () => {
    const clinic = await get(app, '/api/public/events/public-clinic');
    expect(clinic.status).toBe(200);
    expect(clinic.body).toMatchObject({ title: CLINIC.title, calendarUrl: '/events.ics?event=public-clinic', place: { name: CLINIC.address } });
    expect(clinic.body.structuredData).toMatchObject({
      '@type': 'SportsEvent',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: CLINIC.address },
      offers: { '@type': 'Offer', price: '25.00', priceCurrency: 'USD' },
    });
    const openPlay = await get(app, '/api/public/events/public-open-play');
    expect(openPlay.body.structuredData).not.toHaveProperty('offers');
    expect((await get(app, '/api/public/events/public-draft')).status).toBe(404);
    expect((await get(app, '/api/public/events/no-such-event')).status).toBe(404);
  });

  it('lists the events page and each published event in the sitemap, drafts left out', async () => {
    const sitemap = await fetch(`${app.url}/sitemap.xml`).then((response) => response.text());
    expect(sitemap).toMatch(/<loc>[^<]*\/events<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/events\/public-clinic<\/loc><lastmod>/);
    expect(sitemap).not.toContain('/events/public-draft');
  });

  it('says a moved event was rescheduled and when it was to start', async () => {
    await createEvent(app, app.cookie, { ...AUSTIN_CLINIC, slug: 'public-moved', status: 'moved', previousStart: `${tuesday(0)}T09:00` });
    const moved = await get(app, '/api/public/events/public-moved');
    expect(moved.body.structuredData).toMatchObject({ eventStatus: 'https://schema.org/EventRescheduled', previousStartDate: expect.stringMatching(new RegExp(`^${tuesday(0)}T09:00:00-0[56]:00$`)) });
  });

  it('serves an RFC 5545 calendar a parser reads: VTIMEZONE, RRULE, EXDATE, the moved date, stable UID, SEQUENCE raised by a change', async () => {
    const first = await fetch(`${app.url}/events.ics?kind=open-play`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await fetch(`${app.url}/events.ics?kind=open-play`).then((r) => r.text())));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(ZONE);
    const vevents = calendar.getAllSubcomponents('vevent');
    const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'))!;
    const movedOne = vevents.find((vevent) => vevent.hasProperty('recurrence-id'))!;
    expect(vevents).toHaveLength(2);
    expect(master.getFirstPropertyValue('uid')).toBe(movedOne.getFirstPropertyValue('uid'));
    expect(String(master.getFirstProperty('dtstart')!.getParameter('tzid'))).toBe(ZONE);
    const rrule = master.getFirstPropertyValue('rrule') as unknown as { freq: string; parts: { BYDAY: string[] } };
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.parts.BYDAY).toEqual(['TU']);
    const excluded = master.getAllProperties('exdate').map((property) => String(property.getFirstValue()).slice(0, 10));
    expect(excluded).toEqual([tuesday(1)]);
    expect(String(movedOne.getFirstPropertyValue('recurrence-id')).slice(0, 16)).toBe(`${tuesday(2)}T18:00`);
    // The expansion a calendar app makes: the cancelled Tuesday is gone, 18:00 local every week.
    const event = new ICAL.Event(master, { exceptions: [movedOne] });
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 10; next = iterator.next()) starts.push(next.toString().slice(0, 16));
    expect(starts).toEqual([0, 2, 3, 4, 5].map((week) => `${tuesday(week)}T18:00`));

    const sequence = Number(master.getFirstPropertyValue('sequence'));
    await call(app, app.cookie, 'PUT', `/api/events/${openPlayId}`, { ...OPEN_PLAY(courtId), title: 'Tuesday open play (all levels)' });
    const again = new ICAL.Component(ICAL.parse(await fetch(`${app.url}/events.ics?kind=open-play`).then((r) => r.text())));
    const changed = again.getAllSubcomponents('vevent').find((vevent) => !vevent.hasProperty('recurrence-id'))!;
    expect(changed.getFirstPropertyValue('uid')).toBe(master.getFirstPropertyValue('uid'));
    expect(Number(changed.getFirstPropertyValue('sequence'))).toBe(sequence + 1);
    expect(changed.getFirstPropertyValue('summary')).toBe('Tuesday open play (all levels)');
  });

  it("marks a cancelled single event STATUS:CANCELLED, keeps a court's feed to its events, and answers 404 for an unknown court", async () => {
    await createEvent(app, app.cookie, { ...AUSTIN_CLINIC, slug: 'public-cancelled', status: 'cancelled' });
    const one = new ICAL.Component(ICAL.parse(await fetch(`${app.url}/events.ics?event=public-cancelled`).then((r) => r.text())));
    expect(one.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('status'))).toEqual(['CANCELLED']);
    const court = new ICAL.Component(ICAL.parse(await fetch(`${app.url}/courts/${courtId}/events.ics`).then((r) => r.text())));
    expect(court.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('url'))).toEqual([expect.stringMatching(/\/events\/public-open-play$/), expect.stringMatching(/\/events\/public-open-play$/)]);
    expect((await get(app, '/courts/999999/events.ics')).status).toBe(404);
  });
});

describe('the sample events of a fresh install, and the server-rendered events pages', () => {
  const app = useTestApp({ seed: true, serveSite: true });

  it('read like a club\'s own sessions at the sample courts, with a weekly open play among them, and are marked as samples for the owner', async () => {
    const answer = await get(app, '/api/public/events');
    expect(JSON.stringify(answer.body)).not.toMatch(/sample|made up/i);
    const { items } = answer.body as unknown as { items: (Occurrence & { title: string; kind: string })[] };
    const titles = [...new Set(items.map((item) => item.title))];
    expect(titles.length).toBeGreaterThanOrEqual(3);
    const marked = (await call(app, app.cookie, 'GET', '/api/sample-content')).body as unknown as { events: number[] };
    expect(marked.events).toHaveLength(titles.length);
    const page = await fetchPage(`${app.url}/events/evening-open-play`);
    expect(page.doc.querySelector('main')?.textContent).not.toMatch(/sample|made up/i);
    const courts = new Set(SEED_COURTS.map((court) => court.name));
    expect(items.every((item) => courts.has(item.place.name))).toBe(true);
    expect(items.filter((item) => item.slug === 'evening-open-play').length).toBeGreaterThan(4);
  });

  it('renders /events with its filters in a plain GET form, the upcoming sessions and the feed of the same filters', async () => {
    const all = await fetchPage(`${app.url}/events`);
    expect(all.status).toBe(200);
    expect(all.doc.querySelector('h1')?.textContent).toBe('Events and open play');
    const form = all.doc.querySelector('form[aria-label="Event filters"]')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/events', 'get']);
    expect(all.html).toContain('Evening open play');
    const beginners = await fetchPage(`${app.url}/events?skill=2.0&utm_source=x`);
    const titles = [...beginners.doc.querySelectorAll('.event-item__title')].map((title) => title.textContent);
    expect(new Set(titles)).toEqual(new Set(['Evening open play', 'Beginners clinic']));
    expect(beginners.doc.querySelector('a[href^="/events.ics"]')?.getAttribute('href')).toBe('/events.ics?skill=2.0');
    expect((beginners.doc.querySelector('select[name="skill"]') as HTMLSelectElement).value).toBe('2.0');
    const none = await fetchPage(`${app.url}/events?kind=tournament`);
    expect(none.doc.querySelector('.events-page__empty')?.textContent).toMatch(/^No upcoming events match these filters/);
    const nowhere = await fetchPage(`${app.url}/events?near=nowhere-at-all`);
    expect(nowhere.status).toBe(200);
    expect(nowhere.doc.querySelector('[role="alert"]')?.textContent).toBeTruthy();
  });

  it("renders an event's page with its place, map link, Add to calendar and its SportsEvent; an unknown one is a 404", async () => {
    const clinic = await fetchPage(`${app.url}/events/beginners-clinic`);
    expect(clinic.status).toBe(200);
    expect(clinic.doc.querySelector('a.button')?.getAttribute('href')).toBe('/events.ics?event=beginners-clinic');
    expect(clinic.doc.querySelector('a[href^="https://www.openstreetmap.org/"]')?.textContent).toBe('Map');
    expect(ldOfType(clinic.doc, 'SportsEvent')).toMatchObject({ name: 'Beginners clinic', location: { '@type': 'Place' }, offers: { price: '15.00' } });
    expect((await fetchPage(`${app.url}/events/no-such-event`)).status).toBe(404);
  });
});
