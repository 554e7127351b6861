import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate, settingsUpdate, usersUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { fetchPage, ldOfType, linkHref } from '../site/pageHelpers.ts';

const MINUTE = 60 * 1000;

/** Needs `make build` first: the pages are rendered by the web app's server build. */
describe("an author's page, server-rendered", () => {
  const app = useTestApp({ serveSite: true });

  beforeAll(async () => {
    const me = (await (await fetch(`${app.url}/api/auth/me`, { headers: { Cookie: app.cookie } })).json()) as { id: number };
    await usersUpdate({ client: app.admin, path: { id: me.id }, body: { displayName: 'Olive Owner', bio: 'Runs the club.', avatar: '/api/uploads/0123456789abcdef01234567.jpg' } });
    await settingsUpdate({ client: app.admin, body: { ...(SETTINGS_DEFAULTS as SettingsInput), postsPerPage: 5 } });
    // Seven posts a minute apart: number 7 is the newest.
    for (let n = 1; n <= 7; n += 1) {
      const created = await postsCreate({
        client: app.admin,
        body: { title: `Drill ${n}`, slug: `drill-${n}`, content: '<p>Split step.</p>', publishStatus: 'published', publishDate: new Date(Date.now() - (10 - n) * MINUTE).toISOString() },
      });
      expect(created.response?.status).toBe(201);
    }
  });

  it("pages the author's posts by the site's posts per page, under their name, bio and picture, with their Person", async () => {
    // The slug is the account's own, not one made from the new display name.
    expect((await fetchPage(`${app.url}/blog/author/olive-owner`)).status).toBe(404);
    const first = await fetchPage(`${app.url}/blog/author/admin`);
    expect(first.status).toBe(200);
    expect(first.doc.querySelector('h1')?.textContent).toBe('Olive Owner');
    expect(first.doc.querySelector('.author-header__bio')?.textContent).toBe('Runs the club.');
    expect(first.doc.querySelector('.author-header__avatar')?.getAttribute('src')).toBe('/api/uploads/0123456789abcdef01234567.jpg');
    expect([...first.doc.querySelectorAll('.post-card__title a')].map((a) => a.textContent)).toEqual(['Drill 7', 'Drill 6', 'Drill 5', 'Drill 4', 'Drill 3']);
    expect(linkHref(first.doc, 'next')).toBe(`${TEST_SITE_URL}/blog/author/admin?page=2`);
    expect(ldOfType(first.doc, 'Person')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Olive Owner',
      url: `${TEST_SITE_URL}/blog/author/admin`,
      image: `${TEST_SITE_URL}/api/uploads/0123456789abcdef01234567.jpg`,
      description: 'Runs the club.',
    });
    const second = await fetchPage(`${app.url}/blog/author/admin?page=2`);
    expect([...second.doc.querySelectorAll('.post-card__title a')].map((a) => a.textContent)).toEqual(['Drill 2', 'Drill 1']);
    expect((await fetchPage(`${app.url}/blog/author/admin?page=3`)).status).toBe(404);
  });

  it('a post page says who wrote it, linking to their page', async () => {
    const { doc } = await fetchPage(`${app.url}/blog/drill-1`);
    const byline = doc.querySelector('.post__byline');
    expect(byline?.textContent).toBe('By Olive Owner');
    expect(byline?.querySelector('a')?.getAttribute('href')).toBe('/blog/author/admin');
    expect(ldOfType(doc, 'BlogPosting')?.author).toEqual({ '@type': 'Person', name: 'Olive Owner', url: `${TEST_SITE_URL}/blog/author/admin`, image: `${TEST_SITE_URL}/api/uploads/0123456789abcdef01234567.jpg` });
  });
});
