import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

/** An admin removes what a flood left: the counts of a period, of a kind, or of one key of a kind. */
describe('deleting analytics counts', () => {
  const app = useNewsletterApp();
  const beacon = (path: string, address: string) =>
    fetch(`${app.url}/api/analytics/views`, { method: 'POST', headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': address, 'Content-Type': 'application/json' }, body: JSON.stringify({ path }) }).then((r) => r.status);
  const counts = (query: string) => `/api/analytics/counts?from=${today()}&to=${today()}${query}`;
  const report = async () => (await call(app, app.cookie, 'GET', `/api/analytics?from=${today()}&to=${today()}`)).body as { totals: { views: number }; pages: { path: string }[] };

  // An invitation by mail: slow on a busy machine.
  it('is for admins only, takes one key of a kind or a whole period, and is in the activity log', { timeout: 60_000 }, async () => {
    expect(await beacon('/', '203.0.113.1')).toBe(204);
    expect(await beacon('/blog', '203.0.113.2')).toBe(204);
    expect(await beacon('/blog', '203.0.113.3')).toBe(204);
    expect((await report()).totals.views).toBe(3);

    expect((await call(app, undefined, 'DELETE', counts('&kind=page&key=/blog'))).status).toBe(401);
    const editor = await staffMember(app, 'editor', 'edna');
    expect((await call(app, editor.cookie, 'DELETE', counts('&kind=page&key=/blog'))).status).toBe(403);
    expect((await report()).pages.map((page) => page.path).sort()).toEqual(['/', '/blog']);
    // A key needs its kind; a period ends on or after its first day.
    expect((await call(app, app.cookie, 'DELETE', counts('&key=/blog'))).status).toBe(400);
    expect((await call(app, app.cookie, 'DELETE', `/api/analytics/counts?from=${today()}&to=2000-01-01`)).status).toBe(400);
    expect((await report()).pages.map((page) => page.path).sort()).toEqual(['/', '/blog']);

    expect((await call(app, app.cookie, 'DELETE', counts(`&kind=page&key=${encodeURIComponent('/blog')}`))).status).toBe(204);
    const afterKey = await report();
    expect(afterKey.pages.map((page) => page.path)).toEqual(['/']);
    expect(afterKey.totals.views).toBe(3);

    expect((await call(app, app.cookie, 'DELETE', counts(''))).status).toBe(204);
    const afterDay = await report();
    expect(afterDay.totals.views).toBe(0);
    expect(afterDay.pages).toEqual([]);

    const filter = encodeURIComponent(JSON.stringify({ action: 'analytics.delete' }));
    const logged = await call(app, app.cookie, 'GET', `/api/activity?filter=${filter}`);
    expect((logged.body as unknown as { actor: string; detail: string }[]).map((entry) => [entry.actor, entry.detail])).toEqual([
      ['admin', `all counts, ${today()} to ${today()}`],
      ['admin', `page "/blog", ${today()} to ${today()}`],
    ]);
  });
});
