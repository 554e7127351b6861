import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesCreate, postsCreate, tagsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { fetchPage, ldOfType, linkHref, metaContent } from './pageHelpers.ts';

const MINUTE = 60 * 1000;

describe('the blog, its archives, the landing and the feeds, server-rendered', () => {
  const app = useTestApp({ serveSite: true });
  let rules = 0;
  let gear = 0;
  let serve = 0;

  const create = async (body: Partial<PostInput> & { slug: string }) => {
    const response = await postsCreate({
      client: app.admin,
      body: { title: `Post ${body.slug}`, content: `<p>Notes for ${body.slug}: split step, then move.</p>`, publishStatus: 'published', ...body },
    });
    if (response.response?.status !== 201) throw new Error(`could not create ${body.slug}: ${JSON.stringify(response.error)}`);
  };

  beforeAll(async () => {
    rules = (await categoriesCreate({ client: app.admin, body: { name: 'Rules', slug: 'rules', description: 'The rules, one at a time.' } })).data!.id;
    gear = (await categoriesCreate({ client: app.admin, body: { name: 'Gear', slug: 'gear' } })).data!.id;
    serve = (await tagsCreate({ client: app.admin, body: { name: 'Serve', slug: 'serve' } })).data!.id;
    // Twelve posts, one a minute apart: number 12 is the newest.
    for (let n = 1; n <= 12; n += 1) {
      await create({
        slug: `post-${n}`,
        title: `Lesson ${n}`,
        publishDate: new Date(Date.now() - (20 - n) * MINUTE).toISOString(),
        categoryIds: [n % 2 === 0 ? rules : gear],
        tagIds: n <= 3 ? [serve] : [],
        featuredImage: n === 12 ? '/api/uploads/lesson-12.png' : '',
        featuredImageAlt: n === 12 ? 'A player serving' : '',
      });
    }
  });

  it('lists every public post newest first, ten a page, with prev/next links and a canonical URL per page', async () => {
    const first = await fetchPage(`${app.url}/blog`);
    expect(first.status).toBe(200);
    const titles = [...first.doc.querySelectorAll('article h2')].map((h) => h.textContent);
    expect(titles).toEqual(['Lesson 12', 'Lesson 11', 'Lesson 10', 'Lesson 9', 'Lesson 8', 'Lesson 7', 'Lesson 6', 'Lesson 5', 'Lesson 4', 'Lesson 3']);
    expect(linkHref(first.doc, 'canonical')).toBe(`${TEST_SITE_URL}/blog`);
    expect(linkHref(first.doc, 'next')).toBe(`${TEST_SITE_URL}/blog?page=2`);
    expect(linkHref(first.doc, 'prev')).toBeUndefined();
    // A card: image with alt and size, category, title, excerpt, date, reading time.
    const card = first.doc.querySelector('article')!;
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('A player serving');
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(card.querySelector('a[href="/blog/category/rules"]')?.textContent).toBe('Rules');
    expect(card.textContent).toContain('Notes for post-12');
    expect(card.querySelector('time')).not.toBeNull();
    expect(card.textContent).toContain('1 min read');

    const second = await fetchPage(`${app.url}/blog?page=2`);
    expect(second.status).toBe(200);
    expect([...second.doc.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['Lesson 2', 'Lesson 1']);
    expect(linkHref(second.doc, 'prev')).toBe(`${TEST_SITE_URL}/blog`);
    expect(linkHref(second.doc, 'canonical')).toBe(`${TEST_SITE_URL}/blog?page=2`);
    expect(second.doc.title).toContain('page 2 of 2');
    const trail = ldOfType(second.doc, 'BreadcrumbList')!.itemListElement as { name: string }[];
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'Blog']);
  });

  it('answers 404 for a page past the end or not a page number, and for unknown archives', async () => {
    for (const path of ['/blog?page=3', '/blog?page=0', '/blog?page=two', '/blog/category/no-such-category', '/blog/tag/no-such-tag', '/blog/category/rules?page=9']) {
      const { status, doc } = await fetchPage(`${app.url}${path}`);
      expect(status, path).toBe(404);
      expect(doc.querySelector('h1')?.textContent, path).toBe('404 Page Not Found');
      expect(metaContent(doc, 'robots'), path).toBe('noindex');
    }
  });

  it('keeps only the page number of a list URL, and sends a trailing slash to the page without it', async () => {
    const tracked = await fetchPage(`${app.url}/blog?utm_source=newsletter&page=2`);
    expect(linkHref(tracked.doc, 'canonical')).toBe(`${TEST_SITE_URL}/blog?page=2`);
    const slashed = await fetch(`${app.url}/blog/`, { redirect: 'manual' });
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get('location')).toBe('/blog');
  });

  it('has an archive for each category and tag, with its own title, description, canonical and breadcrumb', async () => {
    const category = await fetchPage(`${app.url}/blog/category/rules`);
    expect(category.status).toBe(200);
    expect(category.doc.querySelector('h1')?.textContent).toBe('Rules');
    expect(category.doc.title).toBe('Rules | Pickleball Hub');
    expect(metaContent(category.doc, 'description')).toBe('The rules, one at a time.');
    expect(linkHref(category.doc, 'canonical')).toBe(`${TEST_SITE_URL}/blog/category/rules`);
    expect([...category.doc.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['Lesson 12', 'Lesson 10', 'Lesson 8', 'Lesson 6', 'Lesson 4', 'Lesson 2']);
    const crumbs = ldOfType(category.doc, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(crumbs.at(-1)).toMatchObject({ name: 'Rules', item: `${TEST_SITE_URL}/blog/category/rules` });

    const tag = await fetchPage(`${app.url}/blog/tag/serve`);
    expect(tag.status).toBe(200);
    expect(tag.doc.querySelector('h1')?.textContent).toBe('Posts tagged “Serve”');
    expect([...tag.doc.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['Lesson 3', 'Lesson 2', 'Lesson 1']);
    expect(linkHref(tag.doc, 'canonical')).toBe(`${TEST_SITE_URL}/blog/tag/serve`);
  });

  it('renders the three newest posts into the landing, with WebSite and Organization JSON-LD', async () => {
    const { status, doc } = await fetchPage(`${app.url}/`);
    expect(status).toBe(200);
    expect([...doc.querySelectorAll('#blog article h3')].map((h) => h.textContent)).toEqual(['Lesson 12', 'Lesson 11', 'Lesson 10']);
    expect(doc.querySelector('#blog a[href="/blog"]')?.textContent).toBe('View All Articles');
    expect(ldOfType(doc, 'WebSite')).toMatchObject({ name: 'Pickleball Hub', url: `${TEST_SITE_URL}/` });
    expect(ldOfType(doc, 'Organization')).toMatchObject({ name: 'Pickleball Hub', logo: { url: `${TEST_SITE_URL}/favicon.svg` } });
    expect(linkHref(doc, 'canonical')).toBe(`${TEST_SITE_URL}/`);
  });

  it('feeds carry the whole content, categories and images; the sitemap lists posts and archives with posts', async () => {
    const rss = await (await fetch(`${app.url}/rss.xml`)).text();
    expect(rss).toContain(`<link>${TEST_SITE_URL}/blog/post-12</link>`);
    expect(rss).toContain('<content:encoded><![CDATA[<p>Notes for post-12: split step, then move.</p>]]></content:encoded>');
    expect(rss).toContain('<category>Rules</category>');
    expect(rss).toContain(`<media:content url="${TEST_SITE_URL}/api/uploads/lesson-12.png" medium="image"/>`);

    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    for (const path of ['/', '/blog', '/blog/post-1', '/blog/post-12', '/blog/category/rules', '/blog/category/gear', '/blog/tag/serve']) {
      expect(sitemap, path).toContain(`<loc>${TEST_SITE_URL}${path}</loc>`);
    }
    expect(sitemap).toMatch(/<loc>[^<]+\/blog\/post-12<\/loc><lastmod>\d{4}-/);
  });

  it('shows a post scheduled a moment ahead on its page, the blog and the sitemap once its time comes, with no restart', async () => {
    // Far enough ahead that the three reads before it end in time on a busy machine.
    const at = Date.now() + 6_000;
    await create({ slug: 'just-in-time', title: 'Just In Time', publishStatus: 'scheduled', publishDate: new Date(at).toISOString() });
    expect((await fetchPage(`${app.url}/blog/just-in-time`)).status).toBe(404);
    expect((await fetchPage(`${app.url}/blog`)).html).not.toContain('Just In Time');
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).not.toContain('/blog/just-in-time');

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 50));
    expect((await fetchPage(`${app.url}/blog/just-in-time`)).status).toBe(200);
    expect([...(await fetchPage(`${app.url}/blog`)).doc.querySelectorAll('article h2')][0]?.textContent).toBe('Just In Time');
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).toContain(`${TEST_SITE_URL}/blog/just-in-time`);
  });
});
