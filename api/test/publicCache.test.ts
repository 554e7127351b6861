import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import etag from 'etag';
import { createPublicCache } from '../src/public/cache.ts';
import { bytesOf } from '../src/public/cachedBody.ts';

const TTL = 5_000;
const { cached, invalidate: invalidatePublicCache, peek } = createPublicCache({ ttlMs: TTL });

describe('the public cache', () => {
  beforeEach(() => {
    invalidatePublicCache();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const slow = (body: string, calls: { n: number }, validUntil?: number, status = 200) => async () => {
    calls.n += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { body, validUntil, status, contentType: 'text/plain' };
  };

  it('computes a body once for a crowd of concurrent misses, with its strong ETag', async () => {
    const calls = { n: 0 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached('k', slow('one', calls))));
    expect(calls.n).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['one']));
    expect(answers[0]!.etag).toBe(etag('one'));
    expect(peek('k')?.body).toBe('one');
  });

  it('serves an entry a few seconds old while one request refreshes it', async () => {
    const calls = { n: 0 };
    await cached('k', slow('old', calls));
    vi.setSystemTime(Date.now() + 6_000);
    expect(peek('k')).toBeUndefined();
    expect((await cached('k', slow('new', calls))).body).toBe('old');
    // While that refresh runs, the stale entry is served without any work.
    expect(peek('k')?.body).toBe('old');
    expect((await cached('k', slow('new', calls))).body).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.n).toBe(2);
    expect((await cached('k', slow('newer', calls))).body).toBe('new');
  });

  it('serves nothing stale after a write, or after the next publish time', async () => {
    const calls = { n: 0 };
    await cached('k', slow('before write', calls));
    invalidatePublicCache();
    expect((await cached('k', slow('after write', calls))).body).toBe('after write');

    await cached('p', slow('before publish', calls, Date.now() + 1_000));
    vi.setSystemTime(Date.now() + 1_500);
    expect((await cached('p', slow('after publish', calls))).body).toBe('after publish');
  });

  it('does not keep a body computed before a write that landed meanwhile', async () => {
    const calls = { n: 0 };
    const before = cached('k', slow('read before the write', calls));
    invalidatePublicCache();
    expect((await before).body).toBe('read before the write');
    expect(peek('k')).toBeUndefined();
  });

  it('keeps real pages when a flood of answers for things that do not exist fills its room for them', async () => {
    const calls = { n: 0 };
    await cached('post:real', slow('the real post', calls));
    const missing = async () => ({ body: '', status: 404, contentType: 'application/problem+json' });
    for (let i = 0; i < 5_000; i += 1) await cached(`post:missing-${i}`, missing);
    expect(peek('post:real')?.body).toBe('the real post');
    // The oldest misses went first, one at a time; the newest are still there.
    expect(peek('post:missing-0')).toBeUndefined();
    expect(peek('post:missing-4999')?.status).toBe(404);
  });

  it('keeps no server error: the next request computes the body again', async () => {
    const calls = { n: 0 };
    await cached('broken', slow('down', calls, undefined, 500));
    expect(peek('broken')).toBeUndefined();
    expect((await cached('broken', slow('back', calls))).body).toBe('back');
    expect(calls.n).toBe(2);
  });

  it('compresses a body once: a refresh that computes the same bytes keeps the compressed copy, a change does not', async () => {
    const calls = { n: 0 };
    const text = 'Keep the paddle up at the kitchen line. '.repeat(100);
    const first = await cached('k', slow(text, calls));
    const compressed = bytesOf(first, 'br');
    vi.setSystemTime(Date.now() + 6_000);
    await cached('k', slow(text, calls));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = peek('k')!;
    expect(refreshed).not.toBe(first);
    expect(bytesOf(refreshed, 'br')).toBe(compressed);
    vi.setSystemTime(Date.now() + 6_000);
    await cached('k', slow(`${text}!`, calls));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const changed = peek('k')!;
    expect(changed.body).toBe(`${text}!`);
    expect(bytesOf(changed, 'br')).not.toBe(compressed);
    expect(calls.n).toBe(3);
  });
});
