import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEventOccurrence, PublicHomePage } from '../../../../codegen/orval/schemas/index.ts';
import { getHomepagePublicQueryKey } from '../../../../codegen/orval/endpoints/homepage/homepage.ts';
import { getPublicListPostsQueryKey } from '../../../../codegen/orval/endpoints/public/public.ts';
import { NEWEST_POSTS } from './BlogSection.tsx';
import { forgetHydration } from '../serverDrawn/ServerDrawn.tsx';
import { handOverPage, handOverQueries } from './handOver.ts';
import { HomeSections } from './HomeSections.tsx';

const SESSION: PublicEventOccurrence = {
  slug: 'open-play',
  title: 'Tuesday open play',
  kind: 'open-play',
  date: '2026-05-05',
  start: '2026-05-05T18:00:00-05:00',
  end: '2026-05-05T20:00:00-05:00',
  cancelled: false,
  status: 'scheduled',
  skillLevels: [],
  place: { name: 'Riverside courts', address: 'Austin, TX' },
};

const PAGE: PublicHomePage = {
  sections: [
    { kind: 'hero', anchor: 'hero', hidden: false, heading: 'Play today', buttons: [{ label: 'Start', href: '#learn' }] },
    {
      kind: 'guides',
      anchor: 'learn',
      hidden: false,
      heading: 'How to play',
      lead: 'Everything a first game needs.',
      columns: [{ anchor: 'rules', html: '<p>The ball must bounce once on each side before volleys.</p>' }],
      buttons: [{ label: 'Meet players', href: '/events' }],
    },
    { kind: 'cards', anchor: '', hidden: false, cards: [{ heading: 'New here?', text: 'Read the rules first.', link: { label: 'See the rules', href: '#rules' } }] },
    { kind: 'events', anchor: 'events', hidden: false, heading: 'Upcoming events' },
    { kind: 'newsletter', anchor: '', hidden: false, heading: 'Weekly tips', lead: 'One tip a week.' },
  ],
  timeZone: 'America/Chicago',
  upcoming: [{ section: 3, items: [SESSION] }],
  images: {},
};

/** The landing at `/` (every other path shows a bare page), as the server or the browser draws it. */
function landing(page: PublicHomePage, server = false) {
  const rootRoute = createRootRoute({ component: Outlet });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <HomeSections page={page} /> });
  const other = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Elsewhere</p> });
  const router = createRouter({ routeTree: rootRoute.addChildren([index, other]), history: createMemoryHistory({ initialEntries: ['/'] }), isServer: server });
  const app = (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { router, app };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the server's landing, hydrated from its hand-over", () => {
  it('hands over none of the boxes\' texts or sessions', () => {
    const handed = JSON.stringify(handOverPage(PAGE));
    for (const text of ['How to play', 'Everything a first game needs.', 'must bounce once', 'Meet players', 'Read the rules first.', 'Upcoming events', 'Tuesday open play']) expect(handed).not.toContain(text);
    // The parts with behaviour keep what they draw.
    for (const text of ['Play today', 'Weekly tips', 'One tip a week.']) expect(handed).toContain(text);
  });

  it('hands over everything when the home page could not be read (nothing was drawn to keep)', () => {
    const posts: [readonly unknown[], unknown] = [getPublicListPostsQueryKey(NEWEST_POSTS), { status: 200, data: { items: [] } }];
    const unread: [readonly unknown[], unknown][] = [[getHomepagePublicQueryKey(), { status: 429, data: {} }], posts];
    expect(handOverQueries(unread)).toEqual(unread);
    const read = handOverQueries([[getHomepagePublicQueryKey(), { status: 200, data: PAGE }], posts]);
    expect(read).toEqual([[['landing', 'hand-over'], handOverPage(PAGE)]]);
  });

  it('keeps every box as the server drew it, without a mismatch, and its links keep their behaviour', async () => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    forgetHydration();
    const server = landing(PAGE, true);
    await server.router.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(server.app);
    document.body.append(container);
    const drawn = container.innerHTML;
    const column = container.querySelector('#rules p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const browser = landing(handOverPage(PAGE));
    await browser.router.load();
    browser.router.ssr = { manifest: undefined };
    await act(async () => void hydrateRoot(container, browser.app));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(drawn);
    expect(container.querySelector('#rules p')).toBe(column);
    expect(container.querySelector('#events')?.textContent).toContain('Tuesday open play');

    // A card's link to a section scrolls to it, clear of the navigation.
    container.querySelector<HTMLAnchorElement>('a.card__link')!.click();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('rules');
    expect(browser.router.state.location.pathname).toBe('/');
    // A button to a page of the site opens it in the app.
    await act(async () => container.querySelector<HTMLAnchorElement>('#learn a.button')!.click());
    expect(browser.router.state.location.pathname).toBe('/events');
    expect(container.textContent).toContain('Elsewhere');
  });
});
