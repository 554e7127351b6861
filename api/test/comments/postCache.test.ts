import { describe, expect, it } from 'vitest';
import { createPublicCache } from '../../src/public/cache.ts';
import { isPostKey } from '../../src/public/service.ts';

describe("clearing one post's cached bodies", () => {
  it("forgets that post's JSON, pages and comments, and nothing of other posts", async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const keys = ['post:dink', 'page:/blog/dink', 'page:/blog/dink?page=2', 'comments:dink:1', 'post:dinks', 'page:/blog/dinks', 'comments:dinks:1', 'list:1:10:::', 'rss'];
    for (const key of keys) await cache.cached(key, async () => ({ body: key, contentType: 'text/plain' }));
    cache.forget(isPostKey('dink'));
    expect(keys.filter((key) => cache.peek(key))).toEqual(['post:dinks', 'page:/blog/dinks', 'comments:dinks:1', 'list:1:10:::', 'rss']);
  });
});
