import type { PublicGearProduct } from '../../../../codegen/orval/schemas/publicGearProduct.ts';
import { absoluteUrl, type PageHead } from '../seo/head.ts';
import { DEFAULT_SITE, robotsOf, type SiteLook } from '../seo/siteHead.ts';
import { GEAR_FEED_PATH, kindLabel, METHOD_PATH, productName, productPath } from './format.ts';
import type { GearCompareSource, GearHomeSource, GearListSource, GearMethodSource, GearProductSource } from './loadGear.ts';

export type GearSource = GearHomeSource | GearListSource | GearProductSource | GearCompareSource | GearMethodSource;

function breadcrumbs(siteUrl: string, trail: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${siteUrl}${path}` })),
  };
}

const notes = (items: string[]) => ({ '@type': 'ItemList', itemListElement: items.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })) });

/** A product's schema.org Product: its reviews with their ratings and notes, an Offer only with a current price. */
export function productJsonLd(product: PublicGearProduct, siteUrl: string): object {
  const url = `${siteUrl}${productPath(product)}`;
  const image = product.images.map((src) => absoluteUrl(src, siteUrl)).filter(Boolean);
  const shop = product.buyLinks[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName(product),
    brand: { '@type': 'Brand', name: product.brand },
    model: product.model,
    url,
    ...(image.length > 0 ? { image } : {}),
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            price: (product.price.cents / 100).toFixed(2),
            priceCurrency: 'USD',
            ...(shop ? { url: shop.url } : {}),
          },
        }
      : {}),
    ...(product.reviews.length > 0
      ? {
          review: product.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.updatedAt,
            reviewRating: { '@type': 'Rating', ratingValue: review.score, bestRating: 10, worstRating: 0 },
            ...(review.pros.length > 0 ? { positiveNotes: notes(review.pros) } : {}),
            ...(review.cons.length > 0 ? { negativeNotes: notes(review.cons) } : {}),
          })),
        }
      : {}),
  };
}

/** A comparison's one address: its products' slugs in alphabetical order. */
const compareCanonicalPath = (items: Pick<PublicGearProduct, 'slug'>[]) => `/gear/compare?items=${items.map((item) => item.slug).sort().join(',')}`;

/** The head of each gear page, each linking the gear feed; filtered lists are not indexed (endless query URLs), a comparison under its slugs' one order. */
export function gearHead(source: GearSource, siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  return { ...pageHead(source, siteUrl, site), feed: { href: GEAR_FEED_PATH, title: `${site.siteTitle}: gear reviews` } };
}

function pageHead(source: GearSource, siteUrl: string, site: SiteLook): PageHead {
  const name = site.siteTitle;
  switch (source.kind) {
    case 'gearHome':
      return {
        title: `Gear reviews | ${name}`,
        description: 'Pickleball paddles, balls, nets and shoes: measured specifications, scored reviews and where to buy, every affiliate link disclosed.',
        canonical: `${siteUrl}/gear`,
        ...robotsOf(site),
        jsonLd: [breadcrumbs(siteUrl, [['Home', '/'], ['Gear', '/gear']])],
      };
    case 'gearList': {
      const label = kindLabel(source.gearKind);
      const filtered = Object.keys(source.filters).length > 0 || source.page > 1;
      return {
        title: `${label} comparison chart | ${name}`,
        description: `Every ${label.toLowerCase()} we list, with its price, specifications and our score, filterable and sortable.`,
        canonical: `${siteUrl}/gear/${source.gearKind}`,
        ...(filtered ? { robots: 'noindex' } : robotsOf(site)),
        jsonLd: [breadcrumbs(siteUrl, [['Home', '/'], ['Gear', '/gear'], [label, `/gear/${source.gearKind}`]])],
      };
    }
    case 'gearProduct': {
      const { product } = source;
      const title = productName(product);
      const verdict = product.score === undefined ? 'Specifications and where to buy.' : `Our score: ${product.score} / 10.`;
      return {
        title: `${title} review and specs | ${name}`,
        description: `${title}${product.delisted ? ' (delisted by USA Pickleball)' : ''}: ${verdict}`,
        canonical: `${siteUrl}${productPath(product)}`,
        ...robotsOf(site),
        jsonLd: [
          productJsonLd(product, siteUrl),
          breadcrumbs(siteUrl, [['Home', '/'], ['Gear', '/gear'], [kindLabel(product.kind), `/gear/${product.kind}`], [title, productPath(product)]]),
        ],
      };
    }
    case 'gearCompare':
      return {
        title: `${source.items ? source.items.map(productName).join(' vs. ') : 'Compare gear'} | ${name}`,
        description: 'Pickleball gear side by side: price, score, approval and every specification, the differences marked.',
        // The same products in any order are one page; a refusal is no page to index.
        ...(source.items ? { canonical: `${siteUrl}${compareCanonicalPath(source.items)}`, ...robotsOf(site) } : { robots: 'noindex' }),
        jsonLd: [],
      };
    case 'gearMethod':
      return {
        title: `How we review gear | ${name}`,
        description: 'How we test and score pickleball gear, how we get the products, and how affiliate links earn this site money.',
        canonical: `${siteUrl}${METHOD_PATH}`,
        ...robotsOf(site),
        jsonLd: [breadcrumbs(siteUrl, [['Home', '/'], ['Gear', '/gear'], ['How we review', METHOD_PATH]])],
      };
  }
}
