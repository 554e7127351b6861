/**
 * The CPU one first search costs, without the network: the bench's 64 queries against an index
 * of its seeded posts and courts, built in this process the way the server builds it. Each query
 * is computed as a cache miss (ranking, the page's snippets, the JSON), alone on the event loop.
 * `tsx bench/searchCpu.ts [posts] [courts]` prints the figures; the bench's search row uses them.
 */
import type { Court } from '../api/src/courts/court.ts';
import type { PostDoc } from '../api/src/posts/repository/records.ts';
import { isPublicAt } from '../api/src/posts/visibility.ts';
import type { CachedBody } from '../api/src/public/cache.ts';
import { courtSearchSource } from '../api/src/search/courtSource.ts';
import { postSearchSource } from '../api/src/search/postSource.ts';
import { createSearchIndex } from '../api/src/search/searchIndex.ts';
import { createSearchService } from '../api/src/search/service.ts';
import { makeBodies, makePost, random } from './seed.ts';
import { searchQueries } from './search.ts';

const METROS = [
  ['78701', 'Austin', 'TX'],
  ['80202', 'Denver', 'CO'],
  ['32801', 'Orlando', 'FL'],
  ['85004', 'Phoenix', 'AZ'],
  ['98101', 'Seattle', 'WA'],
  ['60601', 'Chicago', 'IL'],
  ['30303', 'Atlanta', 'GA'],
  ['83702', 'Boise', 'ID'],
] as const;

/** Courts as the bench's CSV import leaves them. */
function benchCourts(count: number): Court[] {
  return Array.from({ length: count }, (_, i) => {
    const [zip, city, state] = METROS[i % METROS.length]!;
    return { id: i + 1, name: `Bench Court ${i + 1}`, address: '', city, state, zip, lat: 0, lng: 0, indoorCourts: i % 3, outdoorCourts: 4, access: i % 2 ? 'public' : 'private', lighted: false, fee: 'Free', notes: '' } as Court;
  });
}

/** The seeded public posts as the server's post source reads them. */
function benchPostSource(count: number, at: Date) {
  const rand = random(42);
  const bodies = makeBodies(rand);
  const terms = { categoryIds: [1, 2, 3, 4, 5], tagIds: [1, 2, 3, 4, 5, 6, 7, 8] };
  const posts = Array.from({ length: count }, (_, i) => makePost(i + 1, rand, terms, at.getTime(), bodies) as PostDoc).filter((p) => isPublicAt(p, at));
  const names = new Map([1, 2, 3, 4, 5, 6, 7, 8].map((id) => [id, { id, name: `Term ${id}`, slug: `term-${id}` }]));
  return postSearchSource(
    {
      publicIndex: async () => posts.map(({ slug, updatedAt, categoryIds, tagIds, publishDate }) => ({ slug, updatedAt, categoryIds, tagIds, publishDate })),
      publicFeed: async () => posts,
      publicBySlug: async (slug) => posts.find((p) => p.slug === slug) ?? null,
      nextScheduledAt: async () => undefined,
    },
    { byIds: async () => names as never, bySlug: async () => null },
  );
}

export interface SearchCpuFigures {
  documents: number;
  /** Milliseconds of CPU per query (the least of the rounds), in the bench's order. */
  perQuery: { query: string; ms: number }[];
  p50: number;
  max: number;
  total: number;
}

/** Each of the bench's queries computed once as a miss, after one warm-up pass (the JIT). */
export async function measureSearchCpu(posts: number, courts: number, rounds = 5, probe?: (index: ReturnType<typeof createSearchIndex>) => void): Promise<SearchCpuFigures> {
  const at = new Date();
  const allCourts = benchCourts(courts);
  const index = createSearchIndex([benchPostSource(posts, at), courtSearchSource({ list: async () => ({ page: allCourts, total: allCourts.length }) as never })]);
  // Only the index's own entry is kept: every query is a miss.
  let indexEntry: CachedBody | undefined;
  const cache = {
    cached: async (key: string, compute: () => Promise<{ body: string; contentType: string }>) => {
      if (key === 'search:index' && indexEntry) return indexEntry;
      const { body, contentType } = await compute();
      const entry = { status: 200, contentType, body, bytes: Buffer.from(body), etag: '' };
      if (key === 'search:index') indexEntry = entry;
      return entry;
    },
  };
  const noCourts = { search: async () => ({ key: '', entry: { body: '{"items":[]}' } }) } as never;
  const service = createSearchService({ index, cache: cache as never, courts: noCourts });
  await service.warm();
  probe?.(index);
  const queries = searchQueries();
  const best = new Map<string, number>();
  for (let round = 0; round <= rounds; round += 1) {
    for (const query of queries) {
      // CPU time, not wall time: other processes on a shared machine do not count.
      const started = process.cpuUsage();
      await service.search(query, 1);
      const { user, system } = process.cpuUsage(started);
      const took = (user + system) / 1000;
      // Round 0 warms the JIT; then the best of the rounds (the least disturbed by other processes).
      if (round > 0) best.set(query, Math.min(best.get(query) ?? Infinity, took));
    }
  }
  const perQuery = queries.map((query) => ({ query, ms: best.get(query)! }));
  const sorted = perQuery.map((q) => q.ms).sort((a, b) => a - b);
  return { documents: index.size().documents, perQuery, p50: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, total: sorted.reduce((a, b) => a + b, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [posts = 10_000, courts = 10_000] = process.argv.slice(2).map(Number);
  const figures = await measureSearchCpu(posts, courts);
  for (const { query, ms } of [...figures.perQuery].sort((a, b) => b.ms - a.ms)) console.log(`${ms.toFixed(2).padStart(8)} ms  ${query}`);
  console.log(`${figures.documents} documents; per query: p50 ${figures.p50.toFixed(2)} ms, max ${figures.max.toFixed(2)} ms, all 64 ${figures.total.toFixed(0)} ms; load ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}
