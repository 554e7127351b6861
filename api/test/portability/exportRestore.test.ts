import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makePng, upload } from '../helpers/images.ts';
import { signIn, TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';
import { useFreshApps } from './freshApp.ts';

const site = useTestApp({ seed: true, serveSite: true });
const { newSite } = useFreshApps({ serveSite: true });

async function download(url: string, cookie: string): Promise<Uint8Array> {
  const response = await fetch(`${url}/api/export`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return new Uint8Array(await response.arrayBuffer());
}

const restore = (url: string, cookie: string, zip: Uint8Array) =>
  fetch(`${url}/api/import/site`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/zip' }, body: new Uint8Array(zip) });

/** Every public URL: the home page, the blog, and all the sitemap lists (posts, pages, archives). */
async function publicPaths(url: string): Promise<string[]> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(TEST_SITE_URL.length) || '/');
  return [...new Set(['/', '/blog', '/sitemap.xml', '/rss.xml', '/api/public/settings', ...listed])];
}

async function render(url: string, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const path of paths) {
    const response = await fetch(url + path);
    pages.set(path, `${response.status}\n${await response.text()}`);
  }
  return pages;
}

/** The collection files of an export; the manifest's time of export is the one thing each export has of its own. */
function contents(zip: Uint8Array): Record<string, string> {
  const entries = unzipSync(zip);
  const manifest = JSON.parse(strFromU8(entries['manifest.json']!)) as Record<string, unknown>;
  delete manifest.exportedAt;
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, name === 'manifest.json' ? JSON.stringify(manifest) : Buffer.from(bytes).toString('base64')]));
}

describe('export and restore', () => {
  it('refuses a file that is not an export, and callers below admin', async () => {
    const notZip = await restore(site.url, site.cookie, new TextEncoder().encode('hello'));
    expect(notZip.status).toBe(400);
    expect(((await notZip.json()) as { detail: string }).detail).toBe('The file is not a ZIP made by Export.');
    const otherFormat = zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'ghost', version: 1 })) });
    const wrong = await restore(site.url, site.cookie, otherFormat);
    expect(((await wrong.json()) as { detail: string }).detail).toBe('The ZIP is not a Pickleball Hub export of a version this site reads.');
    expect((await fetch(`${site.url}/api/export`)).status).toBe(401);
  });

  it('a restored export renders every public page byte for byte, and exports the same again', async () => {
    const image = await upload(site.url, site.cookie, [{ field: 'image', name: 'court.png', type: 'image/png', bytes: makePng(40, 30) }]);
    expect(image.status).toBe(201);
    const category = await call(site, site.cookie, 'POST', '/api/blog/categories', { name: 'Club news', slug: 'club-news' });
    const post = await call(site, site.cookie, 'POST', '/api/blog/posts', {
      title: 'Our new courts',
      slug: 'our-new-courts',
      content: '<p>Six new courts, lit until ten.</p>',
      publishStatus: 'published',
      featuredImage: image.body.url,
      featuredImageAlt: 'The new courts',
      categoryIds: [category.body.id],
    });
    expect(post.status).toBe(201);
    const membership = await call(site, site.cookie, 'POST', '/api/pages', { title: 'Membership', slug: 'membership', content: 'Join us.', isPublished: true });
    expect(membership.status).toBe(201);
    // The club's own menus: every page below draws them, so the restore must bring them along.
    const menus = { header: [{ label: 'CLUB', entries: [{ label: 'Join us', kind: 'page', pageId: membership.body.id }] }], footer: [], legal: [] };
    expect((await call(site, site.cookie, 'PUT', '/api/navigation', menus)).status).toBe(200);

    const paths = await publicPaths(site.url);
    expect(paths).toEqual(expect.arrayContaining(['/blog/our-new-courts', '/blog/category/club-news', '/membership']));
    paths.push(String(image.body.url));
    const before = await render(site.url, paths);
    const exported = await download(site.url, site.cookie);
    const files = unzipSync(exported);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['manifest.json', 'posts.json', 'pages.json', 'staff.json', `images/${String(image.body.url).split('/').pop()}`]));
    expect(strFromU8(files['staff.json']!)).not.toMatch(/passwordHash|credentialStamp|"\$argon2/);
    const log = await call(site, site.cookie, 'GET', '/api/activity?filter=%7B%22action%22%3A%22site.export%22%7D');
    expect(log.body).toHaveLength(1);

    // This site has content of its own: a restore is refused, nothing changes.
    const refused = await restore(site.url, site.cookie, exported);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/only goes into a new site/);

    const sampleIds = await call(site, site.cookie, 'GET', '/api/sample-content');
    expect(sampleIds.body.posts).not.toHaveLength(0);

    // A new site: the sample content only, its pages already read once.
    const fresh = await newSite();
    const cookie = await signIn(fresh.url);
    expect((await fetch(`${fresh.url}/api/public/posts`)).status).toBe(200);
    expect((await call(fresh, cookie, 'GET', '/api/courts')).status).toBe(200);

    // Its samples removed: the restored site's sample marks are all the export's.
    expect((await call(fresh, cookie, 'DELETE', '/api/sample-content')).status).toBe(200);

    const restored = await restore(fresh.url, cookie, exported);
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { counts: Record<string, number> }).counts.posts).toBeGreaterThan(1);
    expect((await call(fresh, cookie, 'GET', '/api/sample-content')).body).toEqual(sampleIds.body);
    expect(contents(await download(fresh.url, cookie))).toEqual(contents(exported));
    const after = await render(fresh.url, paths);
    for (const path of paths) expect(after.get(path), path).toBe(before.get(path));
  }, 60_000);

  it("restores pages as the editor's sanitized HTML, from a hand-edited export, or from Markdown in one made before pages held HTML", async () => {
    const files = unzipSync(await download(site.url, await signIn(site.url)));
    const pages = JSON.parse(strFromU8(files['pages.json']!)) as Record<string, unknown>[];
    const [edited, markdown] = pages.filter((page) => page.isPublished === true);
    edited!.content = '<p>Open play at six.</p><script>alert(1)</script><img src="x" onerror="alert(1)">';
    files['pages.json'] = strToU8(JSON.stringify(pages));
    const restoredPages = async (zip: Record<string, Uint8Array>) => {
      const fresh = await newSite();
      expect((await restore(fresh.url, await signIn(fresh.url), zipSync(zip))).status).toBe(200);
      return async (slug: unknown) => ((await (await fetch(`${fresh.url}/api/public/pages/${String(slug)}`)).json()) as { html: string }).html;
    };

    const html = await restoredPages(files);
    const shown = await html(edited!.slug);
    expect(shown).toContain('<p>Open play at six.</p>');
    expect(shown).not.toMatch(/<script|onerror|alert/);

    // An export from before: its manifest says nothing of the pages' content, which is Markdown.
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, unknown>;
    delete manifest.pageContent;
    markdown!.content = '## Court hours\n\nOpen **daily** from seven.';
    const older = await restoredPages({ ...files, 'manifest.json': strToU8(JSON.stringify(manifest)), 'pages.json': strToU8(JSON.stringify(pages)) });
    expect(await older(markdown!.slug)).toMatch(/<h2[^>]*>Court hours<\/h2>\s*<p>Open <strong>daily<\/strong> from seven.<\/p>/);
  }, 60_000);

});
