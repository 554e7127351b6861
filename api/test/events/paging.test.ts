import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '../../../codegen/hey-api/types.gen.ts';
import { EVENTS_PAGE_SIZE } from '../../../common/events.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';
import { call } from '../users/staff.ts';
import { CLINIC, createEvent } from './fixtures.ts';

/** Days from tomorrow in the site's zone (the default, America/Chicago). */
const DAYS = 30;
const first = DateTime.now().setZone('America/Chicago').startOf('day').plus({ days: 1 });
const day = (n: number) => first.plus({ days: n }).toISODate()!;
const ALL_WEEK = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
/** A daily league session at `hour`, for DAYS days: two of them put two occurrences on each day. */
const daily = (slug: string, hour: string): EventInput => ({
  ...CLINIC,
  kind: 'league',
  title: `Ladder league ${hour}`,
  slug,
  start: `${day(0)}T${hour}`,
  end: `${day(0)}T${hour.replace(/^\d\d/, (h) => String(Number(h) + 1).padStart(2, '0'))}`,
  recurrence: { days: [...ALL_WEEK], until: day(DAYS - 1) },
  publication: 'published',
});

interface Listed {
  items: { slug: string; start: string }[];
  nextFrom?: string;
}
const list = async (app: { url: string }, query: string) => {
  const { status, body } = await call(app, undefined, 'GET', `/api/public/events?kind=league&${query}`);
  expect(status).toBe(200);
  return body as unknown as Listed;
};
const days = (listed: Listed) => [...new Set(listed.items.map((item) => item.start.slice(0, 10)))];

describe('the public events list, a page at a time', () => {
  const app = useTestApp({ serveSite: true });
  beforeAll(async () => {
    await createEvent(app, app.cookie, daily('league-morning', '09:00'));
    await createEvent(app, app.cookie, daily('league-evening', '18:00'));
  });

  it('stops at the end of a day within the limit and says where the rest begin', async () => {
    const firstPage = await list(app, 'limit=5');
    // Five would split the third day: the page holds the first two days whole.
    expect(firstPage.items).toHaveLength(4);
    expect(days(firstPage)).toEqual([day(0), day(1)]);
    expect(firstPage.nextFrom).toBe(day(2));
    const secondPage = await list(app, `limit=5&from=${firstPage.nextFrom}`);
    expect(days(secondPage)[0]).toBe(day(2));
    expect(secondPage.items.map((item) => item.slug).slice(0, 2)).toEqual(['league-morning', 'league-evening']);
    // The last page says nothing of more.
    expect((await list(app, `limit=5&from=${day(DAYS - 2)}`)).nextFrom).toBeUndefined();
    // Without a limit, every occurrence (up to the contract's 500).
    expect((await list(app, '')).items).toHaveLength(2 * DAYS);
  });

  it('lists a day longer than the limit whole, and the rest from the day after', async () => {
    const page = await list(app, 'limit=1');
    expect(days(page)).toEqual([day(0)]);
    expect(page.items).toHaveLength(2);
    expect(page.nextFrom).toBe(day(1));
  });

  it('refuses a limit outside 1 to 500', async () => {
    for (const limit of ['0', '501', 'ten']) expect((await call(app, undefined, 'GET', `/api/public/events?limit=${limit}`)).status).toBe(400);
  });

  it('shows a page of whole days on /events and links to the later dates, keeping the filters', async () => {
    const page = await fetchPage(`${app.url}/events?kind=league`);
    expect(page.status).toBe(200);
    const shown = page.doc.querySelectorAll('.event-item');
    expect(shown.length).toBeLessThanOrEqual(EVENTS_PAGE_SIZE);
    expect(shown.length).toBeGreaterThan(0);
    const later = page.doc.querySelector<HTMLAnchorElement>('.events-page__more a');
    const next = day(shown.length / 2);
    expect(later?.getAttribute('href')).toBe(`/events?kind=league&from=${next}`);
    expect(later?.textContent).toMatch(/^Later dates, from \w{3}, \w{3} \d{1,2}$/);
    const rest = await fetchPage(`${app.url}${later!.getAttribute('href')}`);
    expect(rest.doc.querySelectorAll('.event-item').length + shown.length).toBe(2 * DAYS);
    expect(rest.doc.querySelector('.events-page__more')).toBeNull();
  });
});
