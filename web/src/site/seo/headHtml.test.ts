import { describe, expect, it } from 'vitest';
import { headHtml } from './headHtml.ts';
import { listHead } from './pageHeads.ts';

describe('headHtml', () => {
  it('escapes every value, so admin-written text cannot leave its attribute, the title or a JSON-LD script', () => {
    const html = headHtml({
      title: 'Dinks </title><script>alert(1)</script>',
      description: 'Say "hi" & <b>win</b>',
      canonical: 'https://pickleball.example/blog/a?x="y"',
      openGraph: { type: 'article', title: 'T', description: 'D', url: 'https://pickleball.example/blog/a', image: '', imageAlt: '' },
      jsonLd: [{ headline: '</script><script>alert(2)</script>' }],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title data-page-head>Dinks &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;win&lt;/b&gt;"');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(2)\\u003c/script>');
    // Without an image the card is the small one and no og:image is claimed.
    expect(html).toContain('<meta name="twitter:card" content="summary" data-page-head>');
    expect(html).not.toContain('og:image');
  });
});

describe('a page head with a feed', () => {
  it('links it as an RSS alternate, its title escaped', () => {
    const html = headHtml({ title: 'Gear', description: 'D', feed: { href: '/gear/rss.xml', title: 'Dinks "&" drives: gear reviews' }, jsonLd: [] });
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/gear/rss.xml" title="Dinks &quot;&amp;&quot; drives: gear reviews" data-page-head>');
    expect(headHtml({ title: 'Blog', description: 'D', jsonLd: [] })).not.toContain('rss');
  });
});

describe('listHead', () => {
  const list = (page: number, totalPages: number) => ({ items: [], page, pageSize: 10, total: totalPages * 10, totalPages });

  it('links a middle page to its neighbours, page 1 without ?page', () => {
    const head = listHead(list(2, 3), 'https://pickleball.example');
    expect(head.canonical).toBe('https://pickleball.example/blog?page=2');
    expect(head.prev).toBe('https://pickleball.example/blog');
    expect(head.next).toBe('https://pickleball.example/blog?page=3');
    expect(head.title).toBe('The Pickleball Hub Blog, page 2 of 3 | Pickleball Hub');
  });

  it('titles an archive by its term, and a tag archive as such', () => {
    const category = listHead({ ...list(1, 1), term: { kind: 'category', name: 'Rules', slug: 'rules', description: '' } }, 'https://p.example');
    expect(category.title).toBe('Rules | Pickleball Hub');
    expect(category.canonical).toBe('https://p.example/blog/category/rules');
    expect(category.prev).toBeUndefined();
    expect(category.next).toBeUndefined();
    const tag = listHead({ ...list(1, 2), term: { kind: 'tag', name: 'Serve', slug: 'serve', description: '' } }, 'https://p.example');
    expect(tag.title).toBe('Posts tagged “Serve” | Pickleball Hub');
    expect(tag.next).toBe('https://p.example/blog/tag/serve?page=2');
  });
});
