import { PADDLE_SHAPE_LABELS, PADDLE_SPEC_ROWS, type SPEC_SOURCE_LABELS } from '../../../../common/gear.ts';
import type { PublicGearItem } from '../../../../codegen/orval/schemas/publicGearItem.ts';
import type { PublicGearPrice } from '../../../../codegen/orval/schemas/publicGearPrice.ts';

/** Where the disclosure and methodology page is. */
export const METHOD_PATH = '/gear/how-we-review';
/** The gear feed (the server's GEAR_FEED_PATH), linked from every gear page's head. */
export const GEAR_FEED_PATH = '/gear/rss.xml';

export const KIND_LABELS = { paddle: 'Paddles', ball: 'Balls', net: 'Nets', shoe: 'Shoes', bag: 'Bags', accessory: 'Accessories' } as const;
export const kindLabel = (kind: string) => KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? kind;

// The spec labels and sources are shared with the back office's product form.
export { PADDLE_SHAPE_LABELS as SHAPE_LABELS, PADDLE_SPEC_ROWS as SPEC_ROWS, SPEC_SOURCE_LABELS as SOURCE_LABELS } from '../../../../common/gear.ts';
export const APPROVAL_LABELS = { approved: 'USA Pickleball approved', delisted: 'Delisted by USA Pickleball', 'not-listed': 'Not on the USA Pickleball list' } as const;
export const SORT_LABELS = { name: 'Name', 'price-asc': 'Price, low to high', 'price-desc': 'Price, high to low', score: 'Best score', newest: 'Newest', weight: 'Lightest' } as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * A calendar day (YYYY-MM-DD) as "Nov 28, 2026": the same on the server and in the browser. Spelt
 * by hand: a phone's first Intl date format loads time-zone data for longer than the page's hydration.
 */
export const dayLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const priceLabel = (price: PublicGearPrice | undefined) => (price ? `${dollars(price.cents)} (checked on ${dayLabel(price.checkedAt)})` : 'No current price');
export const productName = (item: Pick<PublicGearItem, 'brand' | 'model'>) => `${item.brand} ${item.model}`;
export const productPath = (item: Pick<PublicGearItem, 'kind' | 'slug'>) => `/gear/${item.kind}/${item.slug}`;

/** "Delisted by USA Pickleball on Jun 1, 2025": what every delisted product says. */
export const delistedNote = (item: Pick<PublicGearItem, 'approval'>) => `Delisted by USA Pickleball${item.approval.listedOn ? ` on ${dayLabel(item.approval.listedOn)}` : ''}: not allowed in sanctioned play.`;
export const approvalLabel = (item: Pick<PublicGearItem, 'approval'>) =>
  `${APPROVAL_LABELS[item.approval.status]}${item.approval.listedOn && item.approval.status === 'approved' ? ` (list of ${dayLabel(item.approval.listedOn)})` : ''}`;

export type SpecName = (typeof PADDLE_SPEC_ROWS)[number][0];

/** One spec's value with its unit ("7.9 oz", "Elongated"), or undefined when the product lacks it. */
export function specValue(item: Pick<PublicGearItem, 'specs'>, name: SpecName): { text: string; source: keyof typeof SPEC_SOURCE_LABELS } | undefined {
  const spec = item.specs?.[name];
  if (!spec) return undefined;
  const unit = PADDLE_SPEC_ROWS.find(([row]) => row === name)![2];
  const value = name === 'shape' ? PADDLE_SHAPE_LABELS[spec.value as keyof typeof PADDLE_SHAPE_LABELS] : String(spec.value);
  return { text: unit ? `${value} ${unit}` : value, source: spec.source };
}

/** The one scoring rule every review follows: 0 to 10, one decimal. */
export const RUBRIC = [
  ['9 to 10', 'Outstanding: the best we have tested for the players it suits, with no flaw that matters in play.'],
  ['7 to 8.9', 'Very good: a strong choice with one trade-off you should know about.'],
  ['5 to 6.9', 'Fair: it works, but others at the same price play better.'],
  ['Below 5', 'Not recommended: a flaw in build, feel or durability that shows up in normal play.'],
] as const;

export const scoreLabel = (score: number) => `${score.toFixed(1)} / 10`;
