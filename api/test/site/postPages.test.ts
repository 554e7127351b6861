import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesCreate, postsCreate, tagsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { fetchPage, ldOfType, linkHref, metaAll, metaContent } from './pageHelpers.ts';

const HOUR = 60 * 60 * 1000;

describe('a post page as link unfurlers and crawlers read it (no JavaScript)', () => {
  const app = useTestApp({ serveSite: true });
  let categoryId = 0;
  let tagId = 0;

  const create = async (body: Partial<PostInput> & { slug: string }) => {
    const response = await postsCreate({
      client: app.admin,
      body: { title: `Post ${body.slug}`, content: '<p>Keep your paddle up and your feet moving at the kitchen line.</p>', publishStatus: 'published', ...body },
    });
    if (response.response?.status !== 201) throw new Error(`could not create ${body.slug}: ${JSON.stringify(response.error)}`);
    return response.data!;
  };

  beforeAll(async () => {
    categoryId = (await categoriesCreate({ client: app.admin, body: { name: 'Strategy', slug: 'strategy', description: 'How points are won.' } })).data!.id;
    tagId = (await tagsCreate({ client: app.admin, body: { name: 'Dinking', slug: 'dinking' } })).data!.id;
    await create({
      slug: 'social-fields',
      title: 'Winning the Dink Battle',
      subtitle: 'Patience beats power at the net',
      metaDescription: 'How to win long dink rallies without popping the ball up.',
      ogTitle: 'Win Every Dink Rally',
      ogDescription: 'Patience, placement and a soft grip.',
      ogImage: '/api/uploads/og-card.png',
      featuredImage: '/api/uploads/featured.png',
      featuredImageAlt: 'Two players dinking at the net',
      canonicalUrl: 'https://elsewhere.example/original-dink-article',
      categoryIds: [categoryId],
      tagIds: [tagId],
      publishDate: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    await create({ slug: 'meta-only', metaDescription: 'Only a meta description.', featuredImage: '/api/uploads/featured-only.png', featuredImageAlt: 'A paddle', publishDate: new Date(Date.now() - 3 * HOUR).toISOString() });
    await create({ slug: 'bare-post', publishDate: new Date(Date.now() - 4 * HOUR).toISOString() });
    await create({ slug: 'dollar-signs', title: "Court fees: $5 drop-in, $& and $' too", content: "<p>Bring $$ for the $` machine.</p>", publishDate: new Date(Date.now() - 5 * HOUR).toISOString() });
    await create({ slug: 'a-draft', publishStatus: 'draft' });
    await create({ slug: 'later', publishStatus: 'scheduled', publishDate: new Date(Date.now() + 48 * HOUR).toISOString() });
  });

  it('carries the article itself: title, subtitle, date, image with alt, linked terms and content', async () => {
    const { status, doc } = await fetchPage(`${app.url}/blog/social-fields`);
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Winning the Dink Battle');
    expect(doc.body.textContent).toContain('Patience beats power at the net');
    expect(doc.querySelector('article time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(doc.body.textContent).toMatch(/\d+ min read/);
    expect(doc.querySelector('article img')?.getAttribute('alt')).toBe('Two players dinking at the net');
    expect(doc.querySelector('a[href="/blog/category/strategy"]')?.textContent).toBe('Strategy');
    expect(doc.querySelector('a[href="/blog/tag/dinking"]')?.textContent).toBe('#Dinking');
    expect(doc.querySelector('.post__content')?.innerHTML).toContain('Keep your paddle up');
    expect(doc.querySelector('a[href="/blog"]')).not.toBeNull();
    // Related posts and the newsletter band come with the article.
    expect(doc.querySelector('#related-title')?.textContent).toBe('Keep reading');
    expect(doc.querySelector('#newsletter-email')).not.toBeNull();
  });

  it('keeps what the writer typed, dollar signs included, in the page and its head', async () => {
    const { status, doc } = await fetchPage(`${app.url}/blog/dollar-signs`);
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe("Court fees: $5 drop-in, $& and $' too");
    expect(doc.title).toBe("Court fees: $5 drop-in, $& and $' too | Pickleball Hub");
    expect(doc.querySelector('.post__content')?.textContent).toBe('Bring $$ for the $` machine.');
  });

  it('puts the post’s SEO and social fields in the head', async () => {
    const { doc } = await fetchPage(`${app.url}/blog/social-fields`);
    expect(doc.title).toBe('Winning the Dink Battle | Pickleball Hub');
    expect(metaContent(doc, 'description')).toBe('How to win long dink rallies without popping the ball up.');
    expect(linkHref(doc, 'canonical')).toBe('https://elsewhere.example/original-dink-article');
    expect(metaContent(doc, 'og:type')).toBe('article');
    expect(metaContent(doc, 'og:title')).toBe('Win Every Dink Rally');
    expect(metaContent(doc, 'og:description')).toBe('Patience, placement and a soft grip.');
    expect(metaContent(doc, 'og:image')).toBe(`${TEST_SITE_URL}/api/uploads/og-card.png`);
    expect(metaContent(doc, 'og:image:alt')).toBeTruthy();
    expect(metaContent(doc, 'og:url')).toBe('https://elsewhere.example/original-dink-article');
    expect(metaContent(doc, 'og:site_name')).toBe('Pickleball Hub');
    expect(metaContent(doc, 'article:published_time')).toMatch(/^\d{4}-/);
    expect(metaContent(doc, 'article:modified_time')).toMatch(/^\d{4}-/);
    expect(metaContent(doc, 'article:section')).toBe('Strategy');
    expect(metaAll(doc, 'article:tag')).toEqual(['Dinking']);
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
  });

  it('falls back: title for og:title, meta description then excerpt, featured image, the page URL', async () => {
    const metaOnly = (await fetchPage(`${app.url}/blog/meta-only`)).doc;
    expect(metaContent(metaOnly, 'og:title')).toBe('Post meta-only');
    expect(metaContent(metaOnly, 'og:description')).toBe('Only a meta description.');
    expect(metaContent(metaOnly, 'description')).toBe('Only a meta description.');
    expect(metaContent(metaOnly, 'og:image')).toBe(`${TEST_SITE_URL}/api/uploads/featured-only.png`);
    expect(metaContent(metaOnly, 'og:image:alt')).toBe('A paddle');
    expect(linkHref(metaOnly, 'canonical')).toBe(`${TEST_SITE_URL}/blog/meta-only`);

    const bare = (await fetchPage(`${app.url}/blog/bare-post`)).doc;
    expect(metaContent(bare, 'og:description')).toBe('Keep your paddle up and your feet moving at the kitchen line.');
    // Without an image of its own, a post's preview shows the site's social image, with its size.
    expect(metaContent(bare, 'og:image')).toBe(`${TEST_SITE_URL}/hero-court.jpg`);
    expect(metaContent(bare, 'og:image:width')).toBe('1600');
    expect(metaContent(bare, 'og:image:height')).toBe('900');
    expect(metaContent(bare, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(bare, 'og:url')).toBe(`${TEST_SITE_URL}/blog/bare-post`);
  });

  it('describes the post in JSON-LD: a BlogPosting and its breadcrumb trail', async () => {
    const { doc } = await fetchPage(`${app.url}/blog/social-fields`);
    const posting = ldOfType(doc, 'BlogPosting')!;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Winning the Dink Battle',
      description: 'How to win long dink rallies without popping the ball up.',
      image: [`${TEST_SITE_URL}/api/uploads/og-card.png`],
      // Written by the signed-in admin (the owner): their Person, with their author page.
      author: { '@type': 'Person', name: 'admin', url: `${TEST_SITE_URL}/blog/author/admin` },
      publisher: { '@type': 'Organization', name: 'Pickleball Hub', logo: { '@type': 'ImageObject', url: `${TEST_SITE_URL}/favicon.svg` } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://elsewhere.example/original-dink-article' },
      keywords: 'Strategy, Dinking',
    });
    expect(Date.parse(String(posting.datePublished))).toBeLessThan(Date.now());
    expect(Date.parse(String(posting.dateModified))).toBeGreaterThan(0);
    const trail = ldOfType(doc, 'BreadcrumbList')!.itemListElement as { name: string; item: string; position: number }[];
    expect(trail.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Home', `${TEST_SITE_URL}/`],
      [2, 'Blog', `${TEST_SITE_URL}/blog`],
      [3, 'Strategy', `${TEST_SITE_URL}/blog/category/strategy`],
      [4, 'Winning the Dink Battle', `${TEST_SITE_URL}/blog/social-fields`],
    ]);
  });

  it('answers 404 with the card and noindex for unknown, draft and not-yet-due posts and unknown paths', async () => {
    for (const path of ['/blog/no-such-post', '/blog/a-draft', '/blog/later', '/no/such/page', '/blog/Not_A_Slug']) {
      const { status, doc } = await fetchPage(`${app.url}${path}`);
      expect(status, path).toBe(404);
      expect(doc.querySelector('h1')?.textContent, path).toBe('404 Page Not Found');
      expect(metaContent(doc, 'robots'), path).toBe('noindex');
      expect(linkHref(doc, 'canonical'), path).toBeUndefined();
    }
  });

  it('takes the origin from SITE_URL only: other Host headers neither reach the page nor split the cache', async () => {
    const plain = await fetchPage(`${app.url}/blog/bare-post`);
    const tricks: Record<string, string>[] = [{ Host: 'attacker.test' }, { 'X-Forwarded-Host': 'attacker.test', 'X-Forwarded-Proto': 'http' }];
    for (const headers of tricks) {
      const other = await fetchPage(`${app.url}/blog/bare-post`, headers);
      expect(other.html).not.toContain('attacker.test');
      expect(other.headers.get('etag')).toBe(plain.headers.get('etag'));
    }
  });

  it("starts the page's modules from one script in the page, allowed by its hash, each after the chunks it imports", async () => {
    const { doc, headers } = await fetchPage(`${app.url}/blog/social-fields`);
    const manifest = JSON.parse(readFileSync(path.resolve('web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const scripts = doc.querySelectorAll('script[type="module"]');
    expect(scripts).toHaveLength(1);
    // No request before the first paint: the starter is written into the page, and the CSP allows exactly it.
    expect(scripts[0]!.getAttribute('src')).toBeNull();
    const code = scripts[0]!.textContent ?? '';
    expect(code).toBe(readFileSync(path.resolve('web/dist', manifest['src/startApp.ts']!.file), 'utf8'));
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
    const modules = scripts[0]!.getAttribute('data-app-modules')!.split(' ');
    expect(modules).toContain(`/${manifest['index.html']!.file}`);
    expect(modules.at(-1)).toMatch(/^\/assets\/blog\._slug-/);
    const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
    modules.forEach((module, position) => {
      for (const dependency of byFile.get(module)?.imports ?? []) {
        expect(modules.indexOf(`/${manifest[dependency]!.file}`), `${module} imports ${dependency}`).toBeLessThan(position);
        expect(modules.indexOf(`/${manifest[dependency]!.file}`)).toBeGreaterThanOrEqual(0);
      }
    });
  });

  it('revalidates with its ETag (304), and a write shows at once', async () => {
    const first = await fetchPage(`${app.url}/blog/bare-post`);
    expect(first.headers.get('cache-control')).toContain('no-cache');
    // (fetch would add Cache-Control: no-cache to a conditional request; a browser revalidating sends max-age=0.)
    const again = await fetch(`${app.url}/blog/bare-post`, { headers: { 'If-None-Match': first.headers.get('etag')!, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    await create({ slug: 'newest-post', title: 'A Brand New Post', publishDate: new Date(Date.now() - 1000).toISOString() });
    const after = await fetchPage(`${app.url}/blog/bare-post`);
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('gives the sign-in and the back office the client-only shell: 200, noindex, nothing rendered', async () => {
    const manifest = JSON.parse(readFileSync(path.resolve('web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    for (const path of ['/login', '/n4n4', '/n4n4/posts', '/admin/posts']) {
      const { status, doc } = await fetchPage(`${app.url}${path}`);
      expect(status, path).toBe(200);
      expect(metaContent(doc, 'robots'), path).toBe('noindex');
      expect(doc.getElementById('root')?.innerHTML, path).toBe('');
      // The back office's chunks are asked for at once, not discovered one import at a time.
      const preloads = [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
      expect(preloads.some((href) => /^\/assets\/n4n4\./.test(href ?? '')), path).toBe(true);
      // Its loader's chunk, which starts the first requests, is asked for before the screens' code.
      const [loader, component] = ['loader', 'component'].map((split) => preloads.indexOf(`/${manifest[`src/routes/n4n4.$.tsx?tsr-split=${split}`]!.file}`));
      expect(loader, path).toBeGreaterThan(0);
      expect(loader, path).toBeLessThan(component!);
      // The sign-in fetches the back office it opens next; the back office leaves the sign-in's code alone.
      const signIn = Object.entries(manifest).flatMap(([key, chunk]) => (key.startsWith('src/routes/login.tsx?tsr-split=') ? [`/${chunk.file}`] : []));
      expect(signIn.length).toBeGreaterThan(0);
      expect(signIn.every((file) => preloads.includes(file)), path).toBe(path === '/login');
      // The public site's frame (its navigation, footer and 404 card) is the sign-in's, not the back office's.
      const siteFrame = Object.values(manifest).flatMap((chunk) => (/^assets\/site-[\w-]+\.js$/.test(chunk.file) ? [`/${chunk.file}`] : []));
      expect(siteFrame).toHaveLength(1);
      expect(preloads.includes(siteFrame[0]!), path).toBe(path === '/login');
    }
  });
});
