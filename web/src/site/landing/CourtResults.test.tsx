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
