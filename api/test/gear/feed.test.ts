import { describe, expect, it } from 'vitest';
import { ACQUISITION_DISCLOSURES } from '../../../common/gear.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';
import { createProduct, PADDLE, REVIEW } from './fixtures.ts';

describe('the gear RSS feed', () => {
  const app = useNewsletterApp();
  const feed = async () => {
    const response = await fetch(`${app.url}/gear/rss.xml`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('carries published reviews with score, pros, cons and disclosure, and published products, never drafts or buy links', async () => {
    const empty = await feed();
    expect(empty.status).toBe(200);
    expect(empty.type).toContain('application/rss+xml');
    expect(empty.text).not.toContain('<item>');

    const paddle = await createProduct(app, app.cookie, { ...PADDLE, slug: 'feed-tidewater', status: 'published' });
    await createProduct(app, app.cookie, { ...PADDLE, model: 'Secret Draft', slug: 'feed-secret', status: 'draft' });
    await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId: paddle.id, status: 'published', pros: ['Stable <on> blocks'] });
    await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId: paddle.id, score: 2, acquisition: null, howWeTested: 'Unfinished draft' });

    const { text } = await feed();
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
    expect(text.match(/<item>/g)).toHaveLength(2);
    expect(text).toContain('<title>Harbor Lane Tidewater 16 review: 8.4/10 (Very good)</title>');
    expect(text).toMatch(/<link>https?:\/\/[^<]+\/gear\/paddle\/feed-tidewater<\/link>/);
    expect(text).toMatch(/<atom:link href="https?:\/\/[^"]+\/gear\/rss\.xml" rel="self"/);
    expect(text).toContain(ACQUISITION_DISCLOSURES.bought);
    expect(text).toContain('<li>Stable &lt;on&gt; blocks</li>');
    expect(text).toContain('Three weeks of 4.0 doubles');
    expect(text).toContain('<title>Harbor Lane Tidewater 16</title>');
    expect(text).not.toContain('Secret Draft');
    expect(text).not.toContain('Unfinished draft');
    expect(text).not.toContain(PADDLE.buyLinks[0].url);
  });
});
