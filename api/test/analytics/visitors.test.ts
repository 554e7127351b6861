import { randomBytes } from 'node:crypto';
import { getHeapSnapshot } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/analytics/batcher.ts';
import { createAnalyticsService } from '../../src/analytics/service.ts';
import { createVisitorIds } from '../../src/analytics/visitors.ts';
import { fakeCountRepository, fakeSaltRepository } from './fakes.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY = '2026-11-24';
const NEXT_DAY = '2026-11-25';

/** A string built at run time as one flat piece, so the heap holds it only where something keeps it. */
const flat = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

/** Which of `needles` a live object of this process holds in a string (made after the snapshot, so the search does not find itself). */
async function heldOf(needles: () => string[]): Promise<string[]> {
  // V8 keeps the subject of the last regular expression run; one more run lets it go.
  /x/.test('x');
  const chunks: Buffer[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(chunk as Buffer);
  const heap = Buffer.concat(chunks);
  return needles().filter((needle) => heap.includes(needle));
}

describe("a day's visitors", () => {
  it('are the same visitor for one address and user agent, and another for another address', async () => {
    const visitors = createVisitorIds(fakeSaltRepository(), 'https://pickleball.example');
    const first = await visitors.visitorOf(DAY, '203.0.113.1', CHROME);
    expect(first.first('page', '/')).toBe(true);
    // The day's salt is held now: the same person is found at once, and was already counted for the page.
    const again = visitors.visitorOf(DAY, '203.0.113.1', CHROME);
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as typeof first).first('page', '/')).toBe(false);
    expect((again as typeof first).first('page', '/blog')).toBe(true);
    expect((visitors.visitorOf(DAY, '203.0.113.2', CHROME) as typeof first).first('page', '/')).toBe(true);
  });

  it('stay counted when more visitors came since than the recent ones kept without hashing', async () => {
    const visitors = createVisitorIds(fakeSaltRepository(), 'https://pickleball.example', { recentVisitors: 2 });
    expect((await visitors.visitorOf(DAY, '203.0.113.1', CHROME)).first('page', '/')).toBe(true);
    for (let i = 2; i < 10; i += 1) expect((await visitors.visitorOf(DAY, `203.0.113.${i}`, CHROME)).first('page', '/')).toBe(true);
    expect((await visitors.visitorOf(DAY, '203.0.113.1', CHROME)).first('page', '/')).toBe(false);
  });

  it('start again at the next UTC day, under its new salt', async () => {
    const salts = fakeSaltRepository();
    const visitors = createVisitorIds(salts, 'https://pickleball.example');
    expect((await visitors.visitorOf(DAY, '203.0.113.1', CHROME)).first('page', '/')).toBe(true);
    expect((await visitors.visitorOf(NEXT_DAY, '203.0.113.1', CHROME)).first('page', '/')).toBe(true);
    expect((await visitors.visitorOf(NEXT_DAY, '203.0.113.1', CHROME)).first('page', '/')).toBe(false);
    expect(salts.salts.get(DAY)).not.toBe(salts.salts.get(NEXT_DAY));
  });

  it('are counted without keeping their address or user agent in memory', async () => {
    const repository = fakeCountRepository();
    const batcher = createBatcher({ write: (rows) => repository.add(rows), intervalMs: 60_000, onError: () => {} });
    const service = createAnalyticsService({ repository, batcher, visitors: createVisitorIds(fakeSaltRepository(), 'https://pickleball.example'), siteHost: 'pickleball.example', now: () => Date.parse(`${DAY}T12:00:00Z`) });
    const mark = randomBytes(8).toString('hex');
    const addressOf = () => `2001:db8::${mark.slice(0, 4)}:${mark.slice(4, 8)}`;
    const count = async () => {
      const address = flat(addressOf());
      const userAgent = flat(`${CHROME} HeapProbe${mark}`);
      for (const path of ['/', '/blog', '/']) await service.recordView({ path, address, userAgent, entry: { referrer: 'https://www.google.com/', query: new URLSearchParams(), host: 'pickleball.example' } });
    };
    await count();
    expect((await service.report(DAY, DAY)).totals).toMatchObject({ views: 3, visitors: 1 });
    // A string built the same way and still held is found, so the misses mean something.
    const control = flat(`HeapControl${mark}`);
    expect(await heldOf(() => [`HeapControl${mark}`, addressOf(), `HeapProbe${mark}`])).toEqual([`HeapControl${mark}`]);
    void control;
  }, 120_000);
});
