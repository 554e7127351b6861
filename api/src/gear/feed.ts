import { ACQUISITION_DISCLOSURES } from '../../../common/gear.ts';
import { scoreBand } from '../../../common/gearRubric.ts';
import { absoluteContent, cdata, xml } from '../public/feeds.ts';
import type { GearProduct, GearReview } from './gear.ts';

/** Where the gear feed is served, for the gear pages' `<link rel="alternate">`. */
export const GEAR_FEED_PATH = '/gear/rss.xml';
/** Newest items the feed carries. */
const FEED_SIZE = 50;

const productPath = (product: GearProduct) => `/gear/${product.kind}/${product.slug}`;
const nameOf = (product: GearProduct) => `${product.brand} ${product.model}`;

interface FeedItem {
  at: string;
  lines: string[];
}

function reviewItem(review: GearReview, product: GearProduct, author: string, site: string): FeedItem {
  const link = `${site}${productPath(product)}`;
  const disclosure = ACQUISITION_DISCLOSURES[review.acquisition!];
  const verdict = `${review.score}/10 (${scoreBand(review.score).label})`;
  const list = (title: string, items: string[]) => (items.length > 0 ? `<p><strong>${title}</strong></p><ul>${items.map((item) => `<li>${xml(item)}</li>`).join('')}</ul>` : '');
  // The disclosure travels with the review wherever the review is read.
  const content = `<p><em>${xml(disclosure)}</em></p><p>Score: ${xml(verdict)}</p>${list('Pros', review.pros)}${list('Cons', review.cons)}${review.howWeTested ? `<p><strong>How we tested</strong></p><p>${xml(review.howWeTested)}</p>` : ''}${review.body}`;
  return {
    at: review.updatedAt,
    lines: [
      `      <title>${xml(`${nameOf(product)} review: ${verdict}`)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="false">${xml(`${link}#review-${review.id}`)}</guid>`,
      `      <pubDate>${new Date(review.updatedAt).toUTCString()}</pubDate>`,
      `      <description>${xml(`${verdict}. ${disclosure}`)}</description>`,
      `      <dc:creator>${xml(author)}</dc:creator>`,
      `      <category>${xml(product.kind)}</category>`,
      `      <content:encoded>${cdata(absoluteContent(content, site))}</content:encoded>`,
    ],
  };
}

function productItem(product: GearProduct, site: string): FeedItem {
  const link = `${site}${productPath(product)}`;
  const facts = [product.kind, product.year ? String(product.year) : '', product.approval.status === 'delisted' ? 'delisted by USA Pickleball' : ''].filter(Boolean).join(', ');
  return {
    at: product.updatedAt,
    lines: [
      `      <title>${xml(nameOf(product))}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${new Date(product.updatedAt).toUTCString()}</pubDate>`,
      `      <description>${xml(`${nameOf(product)} (${facts}) in the gear catalog.`)}</description>`,
      `      <category>${xml(product.kind)}</category>`,
    ],
  };
}

/**
 * `/gear/rss.xml`: the newest published reviews (score, pros and cons, how it was tested, the
 * disclosure of how the product was got) and the newest published products, newest first. Buy
 * links are left out, so no item needs the affiliate disclosure.
 */
export function gearFeedDocument(products: GearProduct[], reviews: GearReview[], authorName: (id: number) => string, site: string, siteTitle: string): string {
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = [
    ...reviews.flatMap((review) => {
      const product = byId.get(review.productId);
      return product && review.acquisition !== null ? [reviewItem(review, product, authorName(review.authorId), site)] : [];
    }),
    ...products.map((product) => productItem(product, site)),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, FEED_SIZE);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(`${siteTitle}: gear reviews`)}</title>
    <link>${xml(`${site}/gear`)}</link>
    <description>Paddles, balls and other gear we tested, with the score, the pros and cons and how we got each product.</description>
    <language>en-us</language>
    <atom:link href="${xml(`${site}${GEAR_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
${items.map((item) => `    <item>\n${item.lines.join('\n')}\n    </item>`).join('\n')}
  </channel>
</rss>
`;
}
