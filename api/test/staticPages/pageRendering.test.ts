import { beforeAll, describe, expect, it } from 'vitest';
import { pagesCreate, pagesUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { fetchPage, jsonLd, linkHref, metaContent } from '../site/pageHelpers.ts';

const STRUCTURED = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Rentals </script><script>alert(1)</script>' };

describe('a static page at /{slug} as crawlers read it (no JavaScript)', () => {
  const app = useTestApp({ serveSite: true });
  let draftId = 0;

  beforeAll(async () => {
    const page = (slug: string, fields: Record<string, unknown>) =>
      pagesCreate({ client: app.admin, body: { title: `Page ${slug}`, slug, content: '<p>Some <em>text</em>.</p>', isPublished: true, ...fields } });
    await page('court-rental-policy', {
      title: 'Court Rental Policy',
      content: '<h2>Booking</h2><p>Courts are booked <strong>by the hour</strong>.</p><iframe src="https://evil.example"></iframe><p><a href="javascript:alert(1)">Call us</a></p>',
      metaTitle: 'Renting a court | Pickleball Hub',
      metaDescription: 'How to book a court by the hour.',
      keywords: 'courts, booking, rental',
      ogImage: '/api/uploads/rental.png',
      structuredData: JSON.stringify(STRUCTURED),
    });
    await page('privacy-policy', { title: 'Privacy Policy' });
    draftId = (await page('draft-page', { isPublished: false })).data!.id;
  });

  it('renders the HTML, sanitized, in the site frame with the head from the SEO fields', async () => {
    const { status, doc } = await fetchPage(`${app.url}/court-rental-policy`);
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Court Rental Policy');
    expect(doc.querySelector('main h2')?.textContent).toBe('Booking');
    expect(doc.querySelector('main strong')?.textContent).toBe('by the hour');
    expect(doc.querySelector('main iframe')).toBeNull();
    expect(doc.querySelector('main a[href^="javascript"]')).toBeNull();
    expect(doc.title).toBe('Renting a court | Pickleball Hub');
    expect(metaContent(doc, 'description')).toBe('How to book a court by the hour.');
    expect(metaContent(doc, 'keywords')).toBe('courts, booking, rental');
    expect(metaContent(doc, 'og:image')).toBe(`${TEST_SITE_URL}/api/uploads/rental.png`);
    expect(linkHref(doc, 'canonical')).toBe(`${TEST_SITE_URL}/court-rental-policy`);
    // The site's navigation (SHOP leads to where to buy) and footer (the published legal page only).
    expect(doc.querySelector('nav[aria-label="Main"] a[href="/gear#where-to-buy"]')?.textContent).toBe('SHOP');
    expect(doc.querySelector('footer a[href="/privacy-policy"]')?.textContent).toBe('Privacy Policy');
    expect(doc.querySelector('footer a[href="/terms-of-service"]')).toBeNull();
  });

  it('writes the structured data as JSON-LD with "</script>" escaped', async () => {
    const { html, doc } = await fetchPage(`${app.url}/court-rental-policy`);
    expect(jsonLd(doc)).toContainEqual(STRUCTURED);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('answers drafts and unknown slugs with the real 404, and a published page after its update', async () => {
    expect((await fetchPage(`${app.url}/draft-page`)).status).toBe(404);
    const unknown = await fetchPage(`${app.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.doc.querySelector('h1')?.textContent).toBe('404 Page Not Found');
    await pagesUpdate({ client: app.admin, path: { id: draftId }, body: { title: 'Now public', slug: 'draft-page', content: 'Hello', isPublished: true } });
    const now = await fetchPage(`${app.url}/draft-page`);
    expect(now.status).toBe(200);
    expect(now.doc.querySelector('h1')?.textContent).toBe('Now public');
  });
});
