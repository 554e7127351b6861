import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../../codegen/hey-api/sdk.gen.ts';
import type { EventInput, SearchResults } from '../../../codegen/hey-api/types.gen.ts';
import { CLINIC, createEvent } from '../events/fixtures.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';
import { call } from '../users/staff.ts';

const ZONE = 'America/Chicago';
const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
const at = (days: number, time: string) => `${day(days)}T${time}`;

/** A published open play next week at an address, about the skill it drills. */
const OPEN_PLAY: EventInput = {
  ...CLINIC,
  kind: 'open-play',
  title: 'Saturday ladder',
  slug: 'search-saturday-ladder',
  description: '<p>Rotating <strong>kookaburra</strong> drills for every level.</p>',
  start: at(7, '09:00'),
  end: at(7, '11:00'),
  address: '500 Lamar Blvd, Austin, TX 78703',
  publication: 'published',
};

describe('site search over events', () => {
  const app = useTestApp();
  const search = async (q: string): Promise<SearchResults> => {
    const { data, response } = await searchQuery({ client: app.anonymous, query: { q } });
    expect(response?.status, q).toBe(200);
    return data!;
  };
  const eventUrls = async (q: string) => (await search(q)).events.items.map((hit) => hit.url);

  it('finds a published upcoming event by title, kind, description and place (typos forgiven), never a draft, a past or a cancelled one', async () => {
    const ladder = await createEvent(app, app.cookie, OPEN_PLAY);
    await createEvent(app, app.cookie, { ...OPEN_PLAY, title: 'Draft ladder', slug: 'search-draft-ladder', description: '<p>Kookaburra drafts.</p>', publication: 'draft' });
    await createEvent(app, app.cookie, { ...OPEN_PLAY, title: 'Past ladder', slug: 'search-past-ladder', start: at(-3, '09:00'), end: at(-3, '11:00') });
    await createEvent(app, app.cookie, { ...OPEN_PLAY, title: 'Cancelled ladder', slug: 'search-cancelled-ladder', status: 'cancelled' });

    const found = await search('kookaburra');
    expect(found.events.items.map((hit) => [hit.kind, hit.title, hit.url])).toEqual([['event', 'Saturday ladder', '/events/search-saturday-ladder']]);
    expect(found.events.items[0]!.snippet).toContain('Open play at 500 Lamar Blvd');
    expect(await eventUrls('kookabura')).toEqual(['/events/search-saturday-ladder']);
    expect(await eventUrls('open play lamar')).toEqual(['/events/search-saturday-ladder']);
    expect(await eventUrls('ladder')).toEqual(['/events/search-saturday-ladder']);

    // Unpublished, it is no longer found; a draft's words find nothing.
    const unpublished = await call(app, app.cookie, 'PUT', `/api/events/${ladder.id}`, { ...OPEN_PLAY, publication: 'draft' });
    expect(unpublished.status).toBe(200);
    expect(await eventUrls('kookaburra')).toEqual([]);
  });

  it('finds an event at a court by the court name', async () => {
    const court = await call(app, app.cookie, 'POST', '/api/courts', { name: 'Quetzal Park Courts', address: '1 Test Way', city: 'Austin', state: 'TX', zip: '78704', indoorCourts: 0, outdoorCourts: 4, access: 'public', lighted: false, fee: '', website: '', notes: '' });
    expect(court.status).toBe(201);
    await createEvent(app, app.cookie, { ...OPEN_PLAY, title: 'Evening round robin', slug: 'search-round-robin', description: '', address: '', courtId: court.body.id as number });
    expect(await eventUrls('quetzal')).toEqual(['/events/search-round-robin']);
  });
});

describe('the /search page (server-rendered) with the sample events', () => {
  const app = useTestApp({ seed: true, serveSite: true });

  it('lists the sample open plays under Events, each linking its page', async () => {
    const page = await fetchPage(`${app.url}/search?q=open+play`);
    expect(page.status).toBe(200);
    const group = page.doc.querySelector('section[aria-labelledby="search-events"]')!;
    expect(group.querySelector('h2')?.textContent).toMatch(/^Events \(\d+\)$/);
    const links = [...group.querySelectorAll('.search-hit__title a')].map((link) => link.getAttribute('href'));
    expect(links).toContain('/events/evening-open-play');
  });
});
