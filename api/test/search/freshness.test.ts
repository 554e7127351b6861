import { describe, expect, it } from 'vitest';
import { createPublicCache } from '../../src/public/cache.ts';
import { createSearchIndex } from '../../src/search/searchIndex.ts';
import { createSearchService } from '../../src/search/service.ts';
import type { SearchDocument, SearchSource } from '../../src/search/source.ts';
import { stem } from '../../src/search/text.ts';

/** A source another instance writes to: what it lists changes without this instance hearing of it. */
function sharedSource() {
  const docs = new Map<string, SearchDocument & { version: string }>();
  const source: SearchSource = {
    kind: 'post',
    versions: async () => new Map([...docs.values()].map((d) => [d.id, d.version])),
    all: async () => [...docs.values()],
    some: async (ids) => ids.flatMap((id) => (docs.has(id) ? [docs.get(id)!] : [])),
  };
  const put = (id: string, title: string) => docs.set(id, { kind: 'post', id, title, body: '', keywords: '', url: `/blog/${id}`, version: title });
  return { source, put, remove: (id: string) => docs.delete(id) };
}

const noCourts = { search: async () => ({ key: '', entry: { body: '{"items":[]}' } }) } as never;

describe('search index freshness', () => {
  it("shows another instance's writes within the public cache's freshness window", async () => {
    const shared = sharedSource();
    shared.put('a', 'Ernie Shot');
    const ttl = 200;
    const service = createSearchService({ index: createSearchIndex([shared.source]), cache: createPublicCache({ ttlMs: ttl }), courts: noCourts });
    const titles = async (q: string) => (JSON.parse((await service.search(q, 1)).entry.body) as { posts: { items: { title: string }[] } }).posts.items.map((i) => i.title);

    expect(await titles('ernie')).toEqual(['Ernie Shot']);
    shared.put('a', 'Ernie Shot Renamed');
    shared.put('b', 'Ernie Again');
    const start = Date.now();
    let seen: string[] = [];
    while (Date.now() - start < 3 * ttl) {
      seen = await titles('ernie');
      if (seen.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.sort()).toEqual(['Ernie Again', 'Ernie Shot Renamed']);
    expect(Date.now() - start).toBeLessThan(2 * ttl);

    shared.remove('a');
    await new Promise((resolve) => setTimeout(resolve, ttl + 20));
    await titles('ernie'); // served stale once while the refresh runs
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await titles('ernie')).toEqual(['Ernie Again']);
  });

  it('reads word forms as one stem', () => {
    expect(new Set(['drops', 'dropping', 'dropped', 'drop'].map(stem))).toEqual(new Set(['drop']));
    expect(new Set(['serve', 'serving', 'served', 'serves'].map(stem))).toEqual(new Set(['serv']));
    expect(new Set(['paddle', 'paddles', "paddle's"].map(stem)).size).toBe(1);
    expect(stem('rallies')).toBe('rally');
    expect(stem('balls')).toBe('ball');
    expect(stem('tennis')).toBe('tennis');
  });
});
