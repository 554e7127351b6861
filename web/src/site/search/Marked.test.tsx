import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../../codegen/orval/schemas/searchResults.ts';
import { Marked } from './Marked.tsx';
import { placeLink, resultGroups } from './resultGroups.ts';

describe('Marked', () => {
  it('marks the given ranges and shows markup in the text as text', () => {
    const { container } = render(<Marked text="A <b>soft</b> third shot" marks={[{ start: 14, end: 19 }, { start: 20, end: 24 }]} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['third', 'shot']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('A <b>soft</b> third shot');
  });

  it('skips ranges that overlap or run past the text', () => {
    const { container } = render(<Marked text="dink dink" marks={[{ start: 0, end: 4 }, { start: 2, end: 6 }, { start: 5, end: 40 }]} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['dink']);
    expect(container.textContent).toBe('dink dink');
  });
});

describe('result groups', () => {
  const empty = { total: 0, items: [] };
  const results: SearchResults = {
    query: 'austin tx',
    page: 1,
    pageSize: 10,
    totalPages: 1,
    place: { label: 'Austin, TX', near: 'Austin, TX', miles: 25, courts: 1 },
    posts: empty,
    pages: empty,
    events: empty,
    courts: { total: 1, items: [{ kind: 'court', title: 'Zilker', url: '/?near=78704#courts', titleMarks: [], snippet: 'Austin, TX 78704', snippetMarks: [] }] },
    products: empty,
  };

  it('keeps only the groups with results and words the place link', () => {
    expect(resultGroups(results).map((g) => g.heading)).toEqual(['Courts']);
    const event = { kind: 'event' as const, title: 'Open play', url: '/events/open-play', titleMarks: [], snippet: 'Open play at Zilker', snippetMarks: [] };
    expect(resultGroups({ ...results, events: { total: 1, items: [event] } }).map((g) => g.heading)).toEqual(['Events', 'Courts']);
    const paddle = { kind: 'product' as const, title: 'Harbor Lane Tidewater 16', url: '/gear/paddle/harbor-lane-tidewater-16', titleMarks: [], snippet: 'Paddle · 16 mm thick', snippetMarks: [] };
    expect(resultGroups({ ...results, products: { total: 1, items: [paddle] } }).map((g) => g.heading)).toEqual(['Courts', 'Gear']);
    expect(placeLink(results)).toEqual({ url: '/courts?near=Austin%2C%20TX&miles=25', text: 'Find courts near Austin, TX: 1 court within 25 miles' });
    expect(placeLink({ ...results, place: { ...results.place!, courts: 100 } })?.text).toBe('Find courts near Austin, TX: 100+ courts within 25 miles');
  });
});
