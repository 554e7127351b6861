import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourtResults, type CourtQuery } from './CourtResults.tsx';

const query = (near: string): CourtQuery => ({ near, miles: 10, widerMiles: 25, indoor: true, outdoor: false, public: false, private: false });
const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('CourtResults', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the public search with the ticked boxes only and offers the next distance when nothing is near', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { origin: { label: 'Austin, TX' }, miles: 10, items: [] }));
    render(<CourtResults query={query('Austin, TX')} onWiden={() => {}} mapPanel={null} />);
    expect(await screen.findByText('No courts within 10 miles.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search within 25 miles' })).toBeTruthy();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/public/courts?near=Austin%2C+TX&miles=10&indoor=true');
  });

  it("lists a court's upcoming sessions in the events' time zone, each linking its event, and its calendar feed", async () => {
    const session = { slug: 'tuesday-open-play', title: 'Tuesday open play', kind: 'open-play', date: '2026-12-01', start: '2026-12-01T18:00:00-06:00', end: '2026-12-01T20:00:00-06:00', cancelled: false, status: 'scheduled', skillLevels: ['all'], place: { name: 'Park', address: '' } };
    const court = { id: 7, name: 'Park', address: '1 Way', city: 'Austin', state: 'TX', zip: '78704', lat: 30, lng: -97, indoorCourts: 0, outdoorCourts: 2, access: 'public', lighted: false, fee: '', website: '', distanceMiles: 1, upcoming: [session], calendarUrl: '/courts/7/events.ics' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { origin: { label: 'Austin, TX' }, miles: 10, timeZone: 'America/Chicago', items: [court], map: { tileUrl: '', attribution: '' } }));
    render(<CourtResults query={query('Austin, TX')} onWiden={() => {}} mapPanel={null} />);
    expect((await screen.findByRole('link', { name: 'Tuesday open play' })).getAttribute('href')).toBe('/events/tuesday-open-play');
    // 18:00 in Chicago whatever the browser's zone.
    expect(screen.getByRole('link', { name: 'Tuesday open play' }).closest('li')!.textContent).toMatch(/^Tuesday open play \(Open play\) Tue, Dec 1, 6:00\sPM to 8:00\sPM$/);
    expect(screen.getByRole('link', { name: /^Subscribe to this court's calendar ?\(Park\)$/ }).getAttribute('href')).toBe('/courts/7/events.ics');
  });

  it("shows the server's sentence when the search is refused (too many searches)", async () => {
    const detail = 'Too many requests. Please wait a minute and try again.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(429, { status: 429, title: 'Too Many Requests', detail }));
    render(<CourtResults query={query('78701')} onWiden={() => {}} mapPanel={null} />);
    expect(await screen.findByText(detail)).toBeTruthy();
  });

  it('says the search failed when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<CourtResults query={query('78701')} onWiden={() => {}} mapPanel={null} />);
    expect(await screen.findByText('We could not search for courts right now. Please try again.')).toBeTruthy();
  });

  it('aborts the search it replaces', async () => {
    const signals: AbortSignal[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      signals.push(init!.signal!);
      return new Promise(() => {});
    });
    const { rerender } = render(<CourtResults query={query('78701')} onWiden={() => {}} mapPanel={null} />);
    rerender(<CourtResults query={query('78702')} onWiden={() => {}} mapPanel={null} />);
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });
});
