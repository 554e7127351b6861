import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, daysAgo, PADDLE, REVIEW } from '../gear/fixtures.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';
import { fetchPage, jsonLd, ldOfType, linkHref, metaContent } from './pageHelpers.ts';

/**
 * The part of the schema.org vocabulary the gear pages use: each type's properties (its own and
 * those it inherits from Thing, CreativeWork or ItemList), and the types a property's object may be.
 */
const THING = ['name', 'url', 'image', 'description', 'sameAs', 'identifier'];
const VOCABULARY: Record<string, string[]> = {
  Product: [...THING, 'brand', 'model', 'offers', 'review', 'aggregateRating', 'sku', 'gtin', 'category', 'material'],
  Review: [...THING, 'author', 'datePublished', 'dateModified', 'reviewRating', 'positiveNotes', 'negativeNotes', 'reviewBody', 'itemReviewed', 'publisher'],
  Rating: [...THING, 'ratingValue', 'bestRating', 'worstRating', 'author', 'reviewAspect'],
  Person: [...THING, 'givenName', 'familyName'],
  Organization: [...THING, 'logo'],
  Brand: [...THING, 'logo'],
  Offer: [...THING, 'price', 'priceCurrency', 'priceValidUntil', 'availability', 'seller', 'itemCondition'],
  ItemList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item', 'nextItem', 'previousItem'],
};
const RANGES: Record<string, string[]> = {
  brand: ['Brand', 'Organization'],
  offers: ['Offer'],
  review: ['Review'],
  author: ['Person', 'Organization'],
  reviewRating: ['Rating'],
  positiveNotes: ['ItemList', 'ListItem'],
  negativeNotes: ['ItemList', 'ListItem'],
  itemListElement: ['ListItem'],
};

/** Every place `node` leaves the vocabulary: an unknown type, a property its type lacks, an object of the wrong type. */
function outsideVocabulary(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => outsideVocabulary(item, `${path}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = String(record['@type']);
  const known = VOCABULARY[type];
  if (!known) return [`${path}: unknown type ${type}`];
  return Object.entries(record).flatMap(([key, value]) => {
    if (key === '@type' || key === '@context') return [];
    if (!known.includes(key)) return [`${path}.${key}: not a property of ${type}`];
    const objects = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && typeof item === 'object') as Record<string, unknown>[];
    const wrong = RANGES[key] ? objects.filter((item) => !RANGES[key]!.includes(String(item['@type']))).map((item) => `${path}.${key}: ${String(item['@type'])} is not a ${RANGES[key]!.join(' or ')}`) : [];
    return [...wrong, ...outsideVocabulary(value, `${path}.${key}`)];
  });
}

const HOSTILE = '<img src=x onerror="window.hacked=1">';
const published = (extra: Record<string, unknown>) => ({ ...PADDLE, status: 'published', ...extra });

describe('the server-rendered gear pages', () => {
  const app = useTestApp({ serveSite: true });
  beforeAll(async () => {
    const tidewater = await createProduct(app, app.cookie, published({ brand: `Harbor ${HOSTILE}` }));
    await createProduct(app, app.cookie, published({ slug: 'quarry-ridge-14', brand: 'Quarry Works', model: 'Ridge 14', priceCents: 11_000, buyLinks: [{ label: 'Court Supply', url: 'https://courts.example.com/ridge', affiliate: false }], specs: { ...PADDLE.specs, thicknessMm: { value: 14, source: 'measured' }, weightOz: { value: 7.6, source: 'maker' } } }));
    await createProduct(app, app.cookie, published({ slug: 'old-reef-16', brand: 'Saltmarsh', model: 'Reef 16', priceCheckedAt: daysAgo(120), approval: { status: 'delisted', listedOn: '2025-06-01' } }));
    await createProduct(app, app.cookie, published({ slug: 'draft-paddle', status: 'draft' }));
    const review = await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId: tidewater.id, pros: [`Stable ${HOSTILE}`], howWeTested: `Three weeks <script>window.hacked=2</script>`, status: 'published' });
    expect(review.status).toBe(201);
  });

  it('renders /gear with the kinds, the newest review and where to buy, each affiliate link disclosed', async () => {
    const page = await fetchPage(`${app.url}/gear`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('h1')?.textContent).toBe('Gear reviews');
    expect(page.doc.querySelector('a[href="/gear/paddle"]')?.textContent).toBe('Paddles');
    const shop = page.doc.querySelector('#where-to-buy')!;
    expect(shop.textContent).toMatch(/Some links here are affiliate links/);
    const affiliate = shop.querySelector('a[href="https://shop.example.com/tidewater"]')!;
    expect(affiliate.getAttribute('rel')).toBe('sponsored noopener');
    expect(affiliate.parentElement?.textContent).toMatch(/affiliate link/);
    expect(shop.querySelector('a[href="https://courts.example.com/ridge"]')?.getAttribute('rel')).toBe('noopener');
    expect(page.doc.querySelector('a[href="/gear/how-we-review"]')).not.toBeNull();
  });

  it('renders /gear/paddle as a chart with its filters in a plain GET form, kept in the URL', async () => {
    const all = await fetchPage(`${app.url}/gear/paddle`);
    const form = all.doc.querySelector('form[aria-label="Gear filters"]')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/gear/paddle', 'get']);
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual(['priceMin', 'priceMax', 'weightMin', 'weightMax', 'thicknessMin', 'thicknessMax', 'shape', 'surface', 'approval', 'sort']);
    const rows = [...all.doc.querySelectorAll('.gear-chart tbody tr')];
    expect(rows).toHaveLength(3);
    const delisted = rows.find((row) => row.textContent?.includes('Reef 16'))!;
    expect(delisted.textContent).toMatch(/Delisted by USA Pickleball on Jun 1, 2025/);
    expect(delisted.textContent).toMatch(/No current price/);
    expect(all.doc.querySelector('form[aria-label="Compare products"]')?.getAttribute('action')).toBe('/gear/compare');

    const light = await fetchPage(`${app.url}/gear/paddle?weightMax=7.7&thicknessMax=15&sort=price-asc&utm_source=x`);
    expect([...light.doc.querySelectorAll('.gear-chart tbody th a')].map((link) => link.textContent)).toEqual(['Quarry Works Ridge 14']);
    expect((light.doc.querySelector('input[name="weightMax"]') as HTMLInputElement).value).toBe('7.7');
    expect((light.doc.querySelector('select[name="sort"]') as HTMLSelectElement).value).toBe('price-asc');
    // The form sends its blank fields and the default sort: they redirect away.
    const submitted = await fetch(`${app.url}/gear/paddle?priceMin=&priceMax=&weightMax=7.7&shape=&sort=name`, { redirect: 'manual' });
    expect([submitted.status, submitted.headers.get('location')]).toEqual([301, '/gear/paddle?weightMax=7.7']);
    const dear = await fetchPage(`${app.url}/gear/paddle?priceMin=150`);
    expect([...dear.doc.querySelectorAll('.gear-chart tbody th a')].map((link) => link.textContent)).toEqual([`Harbor ${HOSTILE} Tidewater 16`]);
    const none = await fetchPage(`${app.url}/gear/paddle?shape=widebody`);
    expect(none.doc.querySelector('.gear-empty')?.textContent).toMatch(/^No paddles match these filters/);
    const refused = await fetchPage(`${app.url}/gear/paddle?weightMax=500`);
    expect(refused.status).toBe(200);
    expect(refused.doc.querySelector('[role="alert"]')?.textContent).toBeTruthy();
    expect((await fetchPage(`${app.url}/gear/racket`)).status).toBe(404);
  });

  it("renders a product's specs with units and sources, the review with its rubric and disclosure, and disclosed buy links", async () => {
    const page = await fetchPage(`${app.url}/gear/paddle/${PADDLE.slug}`);
    expect(page.status).toBe(200);
    const specs = [...page.doc.querySelectorAll('.gear-specs tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(specs).toContainEqual(['Static weight', '7.9 oz', 'measured by us']);
    expect(specs).toContainEqual(['Core thickness', '16 mm', 'from the maker']);
    const review = page.doc.querySelector('.gear-review')!;
    expect(review.textContent).toContain('8.4 / 10');
    expect(review.textContent).toContain('We bought this product at retail price with our own money.');
    expect(review.querySelector('.gear-tested')?.textContent).toBe('Three weeks <script>window.hacked=2</script>');
    expect(page.doc.querySelector('.gear-rubric')?.textContent).toMatch(/9 to 10/);
    expect(page.doc.querySelector('a[href="/gear/how-we-review"]')).not.toBeNull();
    const buy = page.doc.querySelector('.gear-buy a')!;
    expect([buy.getAttribute('rel'), buy.parentElement?.textContent]).toEqual(['sponsored noopener', 'Maker store (affiliate link: we earn a commission)']);
    expect([...page.doc.querySelectorAll('.gear-disclosure')].map((note) => note.textContent)).toContainEqual(expect.stringMatching(/^Some links here are affiliate links/));
    // Stored text is text: the hostile brand and pro show as written, and no element came from them.
    expect(page.doc.querySelector('h1')?.textContent).toBe(`Harbor ${HOSTILE} Tidewater 16`);
    expect(page.doc.querySelector('main img[src="x"], main script')).toBeNull();
    expect(page.doc.querySelector('form[aria-label="Compare with"] select')?.textContent).toContain('Ridge 14');
  });

  it('describes a product as a schema.org Product with its Review, an Offer only for a current price, and a BreadcrumbList', async () => {
    const page = await fetchPage(`${app.url}/gear/paddle/${PADDLE.slug}`);
    const product = ldOfType(page.doc, 'Product')!;
    expect(product).toMatchObject({
      name: `Harbor ${HOSTILE} Tidewater 16`,
      brand: { '@type': 'Brand' },
      offers: { '@type': 'Offer', price: '159.99', priceCurrency: 'USD' },
      review: [{ '@type': 'Review', author: { '@type': 'Person' }, reviewRating: { '@type': 'Rating', ratingValue: 8.4, bestRating: 10, worstRating: 0 }, positiveNotes: { itemListElement: [{ name: `Stable ${HOSTILE}` }] }, negativeNotes: { '@type': 'ItemList' } }],
    });
    expect(ldOfType(page.doc, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Gear' }, { name: 'Paddles' }, { position: 4 }] });
    expect(jsonLd(page.doc).flatMap((item) => outsideVocabulary(item))).toEqual([]);
    // The hostile text cannot close the JSON-LD script.
    expect(page.html).not.toContain('</script><script>window');

    const stale = await fetchPage(`${app.url}/gear/paddle/old-reef-16`);
    expect(ldOfType(stale.doc, 'Product')).not.toHaveProperty('offers');
    expect(stale.doc.querySelector('.gear-delisted-banner')?.textContent).toMatch(/Delisted by USA Pickleball/);
    expect(stale.doc.querySelector('main')?.textContent).toContain('No current price');
    expect((await fetchPage(`${app.url}/gear/paddle/draft-paddle`)).status).toBe(404);
  });

  it('compares 2 to 4 products with the differing rows marked; ticked boxes redirect to one items list', async () => {
    const page = await fetchPage(`${app.url}/gear/compare?items=${PADDLE.slug},quarry-ridge-14,old-reef-16`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelectorAll('.gear-chart thead th')).toHaveLength(4);
    const marked = [...page.doc.querySelectorAll('.gear-compare__differs th')].map((cell) => cell.textContent);
    expect(marked).toContain('Core thickness Differs');
    expect(marked).not.toContain('Shape Differs');
    expect(page.doc.querySelector('thead')?.textContent).toMatch(/Delisted by USA Pickleball/);
    expect(ldOfType(page.doc, 'Product')).toBeUndefined();
    const ticked = await fetch(`${app.url}/gear/compare?items=${PADDLE.slug}&items=quarry-ridge-14`, { redirect: 'manual' });
    expect(ticked.status).toBe(301);
    expect(ticked.headers.get('location')).toBe(`/gear/compare?items=${PADDLE.slug},quarry-ridge-14`);
    for (const items of [PADDLE.slug, `${PADDLE.slug},no-such-paddle`, 'a,b,c,d,e']) {
      const refused = await fetchPage(`${app.url}/gear/compare?items=${items}`);
      expect(refused.doc.querySelector('[role="alert"]')?.textContent, items).toBeTruthy();
    }
  });

  it('gives a comparison one address for its products in any order, and keeps a refused comparison out of search results', async () => {
    const sorted = `${TEST_SITE_URL}/gear/compare?items=${[PADDLE.slug, 'old-reef-16', 'quarry-ridge-14'].sort().join(',')}`;
    for (const items of [`quarry-ridge-14,${PADDLE.slug},old-reef-16`, `old-reef-16,quarry-ridge-14,${PADDLE.slug}`]) {
      const page = await fetchPage(`${app.url}/gear/compare?items=${items}`);
      expect([page.status, linkHref(page.doc, 'canonical'), metaContent(page.doc, 'robots')], items).toEqual([200, sorted, undefined]);
    }
    for (const items of [PADDLE.slug, `${PADDLE.slug},no-such-paddle`, 'a,b,c,d,e']) {
      const refused = await fetchPage(`${app.url}/gear/compare?items=${items}`);
      expect([linkHref(refused.doc, 'canonical'), metaContent(refused.doc, 'robots')], items).toEqual([undefined, 'noindex']);
    }
  });

  it('links the gear feed in the head of the gear home, each chart and each product page', async () => {
    for (const path of ['/gear', '/gear/paddle', '/gear/paddle?weightMax=7.7', `/gear/paddle/${PADDLE.slug}`]) {
      const page = await fetchPage(`${app.url}${path}`);
      const feeds = [...page.doc.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]')].filter((link) => link.getAttribute('href') === '/gear/rss.xml');
      expect(feeds.map((link) => link.getAttribute('title')), path).toEqual([expect.stringMatching(/gear reviews$/)]);
    }
    const feed = await fetch(`${app.url}/gear/rss.xml`);
    expect([feed.status, feed.headers.get('content-type')]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    expect(await feed.text()).toContain(`/gear/paddle/${PADDLE.slug}</link>`);
  });

  it('renders the disclosure and methodology page with the rubric and every disclosure sentence', async () => {
    const page = await fetchPage(`${app.url}/gear/how-we-review`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('main')?.textContent).toMatch(/The maker lent us this product for testing/);
    expect(page.doc.querySelector('main')?.textContent).toMatch(/Some links here are affiliate links/);
    expect(page.doc.querySelector('.gear-rubric')).not.toBeNull();
  });
});
