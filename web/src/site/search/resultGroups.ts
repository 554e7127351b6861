import type { SearchHit } from '../../../../codegen/orval/schemas/searchHit.ts';
import type { SearchResults } from '../../../../codegen/orval/schemas/searchResults.ts';

export interface ResultGroup {
  kind: 'posts' | 'pages' | 'events' | 'courts' | 'products';
  heading: string;
  total: number;
  items: SearchHit[];
}

const HEADINGS = { posts: 'Articles', pages: 'Pages', events: 'Events', courts: 'Courts', products: 'Gear' } as const;

/** The groups that have results, in the page's order: articles, pages, events, courts, gear. */
export function resultGroups(results: SearchResults): ResultGroup[] {
  return (['posts', 'pages', 'events', 'courts', 'products'] as const).filter((kind) => results[kind].total > 0).map((kind) => ({ kind, heading: HEADINGS[kind], ...results[kind] }));
}

/** The court finder for the place a search named, with its count within the distance. */
export function placeLink(results: SearchResults): { url: string; text: string } | undefined {
  const { place } = results;
  if (!place) return undefined;
  const count = place.courts === 1 ? '1 court' : `${place.courts >= 100 ? '100+' : place.courts} courts`;
  return { url: `/courts?near=${encodeURIComponent(place.near)}&miles=${place.miles}`, text: `Find courts near ${place.label}: ${count} within ${place.miles} miles` };
}
