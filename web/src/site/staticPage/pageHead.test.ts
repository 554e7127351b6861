import { describe, expect, it } from 'vitest';
import type { PublicStaticPage } from '../../../../codegen/orval/schemas/publicStaticPage.ts';
import { headHtml } from '../seo/headHtml.ts';
import { staticPageHead } from './pageHead.ts';

const SITE = 'https://pickleball.example';
const PAGE: PublicStaticPage = {
  title: 'About',
  slug: 'about',
  html: '<p>Hi</p>',
  metaTitle: '',
  metaDescription: 'Who we are.',
  keywords: '',
  featuredImage: '/api/uploads/team.png',
  featuredImageAlt: 'The team',
  canonicalUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  structuredData: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a static page head', () => {
  it('falls back to the title, its own URL and the featured image', () => {
    const head = staticPageHead(PAGE, SITE);
    expect(head).toMatchObject({ title: 'About | Pickleball Hub', description: 'Who we are.', canonical: `${SITE}/about`, jsonLd: [] });
    expect(head.openGraph).toMatchObject({ title: 'About', image: `${SITE}/api/uploads/team.png`, imageAlt: 'The team' });
    expect(head.keywords).toBeUndefined();
  });

  it('uses the SEO fields, keywords included', () => {
    const head = staticPageHead({ ...PAGE, metaTitle: 'About us', keywords: 'team, story', canonicalUrl: 'https://other.example/about', ogTitle: 'Meet us' }, SITE);
    expect(head).toMatchObject({ title: 'About us', keywords: 'team, story', canonical: 'https://other.example/about' });
    expect(head.openGraph?.title).toBe('Meet us');
    expect(headHtml(head)).toContain('<meta name="keywords" content="team, story"');
  });

  it('writes structured data only when it is JSON, one script per object, with "</script>" escaped', () => {
    expect(staticPageHead({ ...PAGE, structuredData: '{"@type": "WebPage",}' }, SITE).jsonLd).toEqual([]);
    expect(staticPageHead({ ...PAGE, structuredData: '"just text"' }, SITE).jsonLd).toEqual([]);
    const head = staticPageHead({ ...PAGE, structuredData: '[{"@type":"WebPage","name":"</script><b>"},{"@type":"Organization"}]' }, SITE);
    expect(head.jsonLd).toEqual([{ '@type': 'WebPage', name: '</script><b>' }, { '@type': 'Organization' }]);
    const html = headHtml(head);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(2);
    expect(html).not.toContain('</script><b>');
  });

  it("adds, for a page that takes comments, a WebPage with their count and the page's comments as Comment items", () => {
    const comments = {
      items: [
        { id: 'a', author: 'Dana', text: 'Can guests play </script>?', createdAt: '2026-01-02T10:00:00.000Z', edited: false, replies: [{ id: 'b', author: 'Lee', text: 'Yes, twice a month.', createdAt: '2026-01-02T11:00:00.000Z', edited: false, replies: [] }] },
      ],
      page: 1,
      totalPages: 1,
      count: 2,
    };
    const head = staticPageHead({ ...PAGE, structuredData: '{"@type":"Organization"}' }, SITE, undefined, comments);
    expect(head.jsonLd).toEqual([
      { '@type': 'Organization' },
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        '@id': `${SITE}/about`,
        url: `${SITE}/about`,
        name: 'About',
        commentCount: 2,
        comment: [
          {
            '@type': 'Comment',
            author: { '@type': 'Person', name: 'Dana' },
            text: 'Can guests play </script>?',
            dateCreated: '2026-01-02T10:00:00.000Z',
            comment: [{ '@type': 'Comment', author: { '@type': 'Person', name: 'Lee' }, text: 'Yes, twice a month.', dateCreated: '2026-01-02T11:00:00.000Z' }],
          },
        ],
      },
    ]);
    expect(headHtml(head)).not.toContain('</script>?');
  });
});
