import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

const LINKS = '<p>See <a href="https://usapickleball.org/rules">the rules</a> and <a href="/blog">our blog</a>.</p>';

describe('the nofollow setting for links to other sites', () => {
  const app = useTestApp();

  it('is applied when content is served: every post and page follows a change at once, what was saved stays as it was', async () => {
    const post = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: 'Rules', slug: 'rules-links', content: LINKS, publishStatus: 'published' });
    expect(post.status).toBe(201);
    const page = await call(app, app.cookie, 'POST', '/api/pages', { title: 'Links', slug: 'links', content: '<p>Read <a href="https://usapickleball.org/rules">the rules</a>.</p>', isPublished: true });
    expect(page.status).toBe(201);
    const served = async () => ({
      post: String((await call(app, undefined, 'GET', '/api/public/posts/rules-links')).body.content),
      page: String((await call(app, undefined, 'GET', '/api/public/pages/links')).body.html),
      rss: await (await fetch(`${app.url}/rss.xml`)).text(),
    });

    // On by default, as before the setting existed.
    const before = await served();
    expect(before.post).toContain('<a href="https://usapickleball.org/rules" target="_blank" rel="noopener noreferrer nofollow">');
    expect(before.page).toContain('rel="noopener noreferrer nofollow"');
    expect(before.rss).toContain('rel="noopener noreferrer nofollow"');

    expect((await call(app, app.cookie, 'PUT', '/api/settings', { ...SETTINGS_DEFAULTS, externalLinksNofollow: false })).status).toBe(200);
    const after = await served();
    expect(after.post).toContain('<a href="https://usapickleball.org/rules" target="_blank" rel="noopener noreferrer">');
    expect(after.post).toContain('<a href="/blog">our blog</a>');
    for (const body of Object.values(after)) expect(body).not.toContain('nofollow');
    expect(after.page).toContain('rel="noopener noreferrer"');
    // The stored post is unchanged: turning the setting back on restores nofollow everywhere.
    expect(String((await call(app, app.cookie, 'GET', `/api/blog/posts/${String(post.body.id)}`)).body.content)).toContain('nofollow');
    expect((await call(app, app.cookie, 'PUT', '/api/settings', { ...SETTINGS_DEFAULTS, externalLinksNofollow: true })).status).toBe(200);
    expect((await served()).post).toContain('rel="noopener noreferrer nofollow"');
  });
});
