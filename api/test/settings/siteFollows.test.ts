import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate, settingsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { makePng, upload } from '../helpers/images.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { fetchPage, ldOfType, metaContent } from '../site/pageHelpers.ts';

/** What each page, feed and file of the public site shows once the settings change, without a restart. */
describe('the public site follows the settings', () => {
  const app = useTestApp({ serveSite: true });
  let image = '';

  const save = async (changes: Partial<SettingsInput>) => {
    const { response, error } = await settingsUpdate({ client: app.admin, body: { ...(SETTINGS_DEFAULTS as SettingsInput), ...changes } });
    if (response?.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(error)}`);
  };

  beforeAll(async () => {
    const stored = await upload(app.url, app.cookie, [{ field: 'image', name: 'share.png', type: 'image/png', bytes: makePng(1200, 630) }]);
    image = String(stored.body.url);
    for (let n = 1; n <= 7; n += 1) {
      const { response } = await postsCreate({
        client: app.admin,
        body: {
          title: `Drill ${n}`,
          slug: `drill-${n}`,
          content: `<p>See <a href="/blog/drill-1">the first drill</a> and <a href="#steps">the steps</a>.</p><p><img src="${image}" alt="A court" srcset="${image} 1200w"></p>`,
          publishStatus: 'published',
          publishDate: new Date(Date.now() - (10 - n) * 60_000).toISOString(),
        },
      });
      expect(response?.status).toBe(201);
    }
  });

  it('puts the title in every head and the JSON-LD publisher, and shows as many posts a page as set', async () => {
    await save({ siteTitle: 'Dink Society', postsPerPage: 5, homepageLayout: 'magazine' });
    const blog = await fetchPage(`${app.url}/blog`);
    expect(blog.doc.title).toBe('The Dink Society Blog | Dink Society');
    expect(blog.doc.querySelector('h1')?.textContent).toBe('The Dink Society Blog');
    expect(blog.doc.querySelectorAll('article.post-card')).toHaveLength(5);
    expect(blog.doc.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('magazine');
    expect((await fetchPage(`${app.url}/blog?page=2`)).doc.querySelectorAll('article.post-card')).toHaveLength(2);

    const post = await fetchPage(`${app.url}/blog/drill-3`);
    expect(post.doc.title).toBe('Drill 3 | Dink Society');
    expect(metaContent(post.doc, 'og:site_name')).toBe('Dink Society');
    expect((ldOfType(post.doc, 'BlogPosting')?.publisher as { name: string }).name).toBe('Dink Society');

    const landing = await fetchPage(`${app.url}/`);
    expect((ldOfType(landing.doc, 'WebSite') as { name: string }).name).toBe('Dink Society');
  });

  it('writes the theme mode and the font into the server HTML, the font served from this origin', async () => {
    await save({ themeMode: 'dark', font: 'Montserrat' });
    const page = await fetchPage(`${app.url}/blog`);
    expect(page.doc.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(metaContent(page.doc, 'color-scheme')).toBe('dark');
    const preloads = [...page.doc.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(['/fonts/montserrat-core-400.woff2', '/fonts/montserrat-core-700.woff2', '/fonts/montserrat-core-800.woff2']);
    expect(page.html).toContain("font-family:'Montserrat'");
    expect(page.html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    // Each weight's faces: the core, preloaded, and the rest of the Latin file, both from this origin.
    const faces = [...page.html.matchAll(/@font-face\{font-family:'Montserrat';[^}]*font-weight:400;[^}]*src:url\(([^)]+)\)[^}]*unicode-range:([^}]+)\}/g)];
    expect(faces.map(([, url]) => url)).toEqual(['/fonts/montserrat-core-400.woff2', '/fonts/montserrat-latin-400-normal.woff2']);
    expect(faces[0]![2]).toMatch(/^U\+0000-00FF,/);
    expect(faces[1]![2]).not.toContain('U+0000');
    const [core, rest] = await Promise.all(faces.map(([, url]) => fetch(`${app.url}${url}`)));
    for (const font of [core!, rest!]) {
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(font.headers.get('cache-control')).toBe('public, max-age=604800');
    }
    const [coreBytes, restBytes] = [Buffer.from(await core!.arrayBuffer()), Buffer.from(await rest!.arrayBuffer())];
    expect(coreBytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The core is a cut of the Latin file: what the first paint shares a slow link with.
    expect(coreBytes.length).toBeLessThan(restBytes.length * 0.75);

    await save({ themeMode: 'system' });
    const system = await fetchPage(`${app.url}/blog`);
    expect(system.doc.documentElement.getAttribute('data-theme')).toBe('system');
    expect(metaContent(system.doc, 'color-scheme')).toBe('light dark');
  });

  it('gives posts without an image the default social image, with its size, in og:image and the BlogPosting', async () => {
    await save({ defaultSocialImage: image });
    const post = await fetchPage(`${app.url}/blog/drill-2`);
    expect(metaContent(post.doc, 'og:image')).toBe(`${TEST_SITE_URL}${image}`);
    expect(metaContent(post.doc, 'og:image:width')).toBe('1200');
    expect(metaContent(post.doc, 'og:image:height')).toBe('630');
    expect((ldOfType(post.doc, 'BlogPosting') as { image: string[] }).image).toEqual([`${TEST_SITE_URL}${image}`]);
  });

  it('links the footer icons to the profiles set, and shows none for the others', async () => {
    await save({ social: { facebook: '', instagram: 'https://instagram.com/dinksociety', youtube: '', x: 'https://x.com/dinksociety' } });
    const page = await fetchPage(`${app.url}/blog`);
    const links = [...page.doc.querySelectorAll('footer .social a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Pickleball Hub on Instagram', 'https://instagram.com/dinksociety'],
      ['Pickleball Hub on X', 'https://x.com/dinksociety'],
    ]);
  });

  it('lets crawlers fetch uploads but not the back office or the private API, and disallows all while discouraging search engines', async () => {
    await save({});
    const robots = await fetch(`${app.url}/robots.txt`);
    const rules = (await robots.text()).split('\n');
    expect(rules).not.toContain('Allow: /');
    // First-match parsers see the upload rule before the API's; longest-match parsers agree.
    expect(rules.indexOf('Allow: /api/uploads/')).toBeGreaterThan(-1);
    expect(rules.indexOf('Allow: /api/uploads/')).toBeLessThan(rules.indexOf('Disallow: /api/'));
    expect(rules).toEqual(expect.arrayContaining(['Disallow: /n4n4', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /members/', `Sitemap: ${TEST_SITE_URL}/sitemap.xml`]));
    expect(metaContent((await fetchPage(`${app.url}/blog`)).doc, 'robots')).toBeUndefined();

    await save({ discourageSearchEngines: true });
    expect((await (await fetch(`${app.url}/robots.txt`)).text()).split('\n')).toEqual(['User-agent: *', 'Disallow: /', '']);
    for (const path of ['/', '/blog', '/blog/drill-1']) expect(metaContent((await fetchPage(`${app.url}${path}`)).doc, 'robots')).toBe('noindex, nofollow');
  });

  it('sets how long the feeds, robots.txt and the manifest may be kept from the cache duration', async () => {
    await save({ cacheHours: 24 });
    for (const path of ['/rss.xml', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
      expect((await fetch(`${app.url}${path}`)).headers.get('cache-control'), path).toBe('public, max-age=86400');
    }
    await save({ cacheHours: 2 });
    expect((await fetch(`${app.url}/rss.xml`)).headers.get('cache-control')).toBe('public, max-age=7200');
    await save({ cacheHours: 0 });
    expect((await fetch(`${app.url}/robots.txt`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('names the site in the RSS channel and the manifest, and gives feed readers absolute URLs only', async () => {
    await save({ siteTitle: 'Kitchen Line', siteDescription: 'Notes from the non-volley zone.', icon: image });
    const rss = await (await fetch(`${app.url}/rss.xml`)).text();
    expect(rss).toContain('<title>The Kitchen Line Blog</title>');
    expect(rss).toContain('<description>Notes from the non-volley zone.</description>');
    const encoded = [...rss.matchAll(/<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/g)].map((m) => m[1]!);
    expect(encoded.length).toBe(7);
    for (const html of encoded) {
      const urls = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
      const srcset = [...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((m) => m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!));
      for (const url of [...urls, ...srcset]) expect(url, html).toMatch(/^(https:\/\/|#)/);
      expect(html).toContain(`href="${TEST_SITE_URL}/blog/drill-1"`);
      expect(html).toContain(`src="${TEST_SITE_URL}${image}"`);
    }

    const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe('Kitchen Line');
    // The icons are PNGs made from the uploaded icon (test/site/siteIcons.test.ts checks their sizes).
    expect(manifest.icons[0]?.src).toBe(image.replace(/\.png$/, '-icon-192.png'));
    const page = await fetchPage(`${app.url}/blog`);
    expect(page.doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(image.replace(/\.png$/, '-icon-180.png'));
  });

  it('serves uploaded images without a same-origin resource policy, so feed readers and webmail can show them', async () => {
    const answer = await fetch(`${app.url}${image}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
