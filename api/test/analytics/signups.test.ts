import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { analyticsReport } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Newsletter sign-ups counted per day under the page their form was on, never with the address. */
describe('newsletter sign-ups by page', () => {
  const app = useTestApp({ env: { TRUST_PROXY: '1' } });
  let address = 0;
  const signUp = async (body: object) => {
    address += 1;
    const response = await fetch(`${app.url}/api/public/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${address}` },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const signups = async () => (await analyticsReport({ client: app.admin, query: { from: today(), to: today() } })).data!.signups;

  it('counts each sign-up under its page, the busiest first', async () => {
    expect(await signUp({ email: 'reader.one@example.com', page: '/blog/third-shot-drop' })).toBe(202);
    expect(await signUp({ email: 'reader.two@example.com', page: '/blog/third-shot-drop' })).toBe(202);
    expect(await signUp({ email: 'reader.three@example.com', page: '/' })).toBe(202);
    // Without a page (an older form), or from a page that is not public: accepted, not counted by page.
    expect(await signUp({ email: 'reader.four@example.com' })).toBe(202);
    expect(await signUp({ email: 'reader.five@example.com', page: '/n4n4/posts' })).toBe(202);
    await expect.poll(signups, { timeout: 5_000 }).toEqual([
      { path: '/blog/third-shot-drop', signups: 2 },
      { path: '/', signups: 1 },
    ]);
  });

  it('refuses a page that is a full address, has a query or a fragment, with 400, and counts nothing', async () => {
    const before = await signups();
    for (const page of ['https://example.com/blog', '//example.com/blog', '/blog?utm_source=x', '/blog#top', 'blog', '', `/${'x'.repeat(300)}`]) {
      expect(await signUp({ email: 'refused.page@example.com', page }), page).toBe(400);
    }
    expect(await signups()).toEqual(before);
  });

  it('keeps no address with the counts', async () => {
    await expect.poll(async () => (await signups()).length, { timeout: 5_000 }).toBeGreaterThan(0);
    const stored = JSON.stringify(await mongoose.connection.db!.collection('analytics_counts').find({}).toArray());
    expect(stored).toContain('/blog/third-shot-drop');
    expect(stored).not.toContain('example.com');
  });
});
