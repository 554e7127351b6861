/** The gear catalog's texts and rules, shared by the API and the web app. */

export const GEAR_KINDS = ['paddle', 'ball', 'net', 'shoe', 'bag', 'accessory'] as const;
export const GEAR_STATUSES = ['draft', 'published'] as const;
export const PADDLE_SHAPES = ['standard', 'elongated', 'hybrid', 'widebody'] as const;
export const APPROVAL_STATUSES = ['approved', 'delisted', 'not-listed'] as const;
export const ACQUISITIONS = ['bought', 'lent-by-maker', 'gift'] as const;

/** Where a specification's figure comes from, as readers and staff see it. */
export const SPEC_SOURCE_LABELS = { measured: 'measured by us', maker: 'from the maker' } as const;
export const PADDLE_SHAPE_LABELS = { standard: 'Standard', elongated: 'Elongated', hybrid: 'Hybrid', widebody: 'Widebody' } as const satisfies Record<(typeof PADDLE_SHAPES)[number], string>;

/** A paddle's specifications in reading order, each with its label and unit ('' for words). */
export const PADDLE_SPEC_ROWS = [
  ['weightOz', 'Static weight', 'oz'],
  ['swingWeight', 'Swing weight', 'swing-weight index'],
  ['twistWeight', 'Twist weight', 'twist-weight index'],
  ['balancePointMm', 'Balance point (from the butt)', 'mm'],
  ['thicknessMm', 'Core thickness', 'mm'],
  ['lengthMm', 'Length', 'mm'],
  ['widthMm', 'Width', 'mm'],
  ['handleLengthMm', 'Handle length', 'mm'],
  ['gripCircumferenceIn', 'Grip circumference', 'in'],
  ['spinRpm', 'Spin', 'rpm'],
  ['shape', 'Shape', ''],
  ['core', 'Core', ''],
  ['surface', 'Surface', ''],
] as const;

/** A price checked longer ago than this is not shown to visitors. */
export const PRICE_FRESH_DAYS = 90;

/** How each way of getting a product reads on a published review (the material-connection disclosure). */
export const ACQUISITION_DISCLOSURES = {
  bought: 'We bought this product at retail price with our own money.',
  'lent-by-maker': 'The maker lent us this product for testing; we returned it. The maker did not see or approve this review.',
  gift: 'The maker gave us this product for free. The maker did not see or approve this review.',
} as const satisfies Record<(typeof ACQUISITIONS)[number], string>;

/** Shown with the buy links when any of them earns the site a commission. */
export const AFFILIATE_DISCLOSURE = 'Some links here are affiliate links: we earn a commission if you buy through them, at no extra cost to you. It never changes our scores.';

export const GEAR_MESSAGES = {
  kindInvalid: `Kind must be one of ${GEAR_KINDS.join(', ')}`,
  brandRequired: 'Brand is required',
  modelRequired: 'Model is required',
  tooLong: (max: number) => `At most ${max} characters`,
  yearInvalid: 'Year must be a whole number between 1990 and 2100',
  priceInvalid: 'Price must be a whole number of cents, 0 or more',
  priceTooHigh: 'Price must be at most $100,000 (10000000 cents)',
  kindChoose: 'Choose a kind from the list',
  priceNeedsDate: 'Say on which day the price was checked',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  dateInFuture: 'The price cannot be checked on a day still to come',
  imageInvalid: 'Images must be uploaded images (/api/uploads/...)',
  buyLinkInvalid: 'Each buy link needs a label, an http(s) address and whether it is an affiliate link',
  statusInvalid: 'Status must be draft or published',
  specsPaddlesOnly: 'Specifications are for paddles only',
  specInvalid: 'Each specification needs a value and its source (measured or maker)',
  approvalInvalid: 'Approval must be approved, delisted or not-listed',
  listedOnWithoutListing: 'A list date goes with approved or delisted only',
  onlyEditorsPublish: 'Only editors and admins can publish or unpublish gear and reviews.',
  authorsEditDrafts: 'Authors can change only drafts; ask an editor to unpublish it first.',
  hasReviews: 'This product has reviews: delete them first.',
  productUnknown: 'No product has this id',
  productRequired: 'Choose the product reviewed',
  scoreInvalid: 'Score must be between 0 and 10 with at most one decimal',
  listInvalid: 'At most 10 short items of up to 200 characters each',
  acquisitionInvalid: 'Say how we got the product: bought, lent-by-maker or gift',
  acquisitionRequired: 'A review is published only with its disclosure: say how we got the product',
  howWeTestedRequired: 'A review is published only with how we tested the product',
  ownReviewsOnly: 'Authors can change only their own reviews.',
} as const;

/**
 * A post's product card, as stored: `<div data-product="paddle/the-slug"></div>`, naming the
 * product by kind and slug. The sanitizer keeps only this shape of <div>.
 */
export const PRODUCT_CARD_ATTRIBUTE = 'data-product';
export const PRODUCT_CARD_REF = new RegExp(`^(${GEAR_KINDS.join('|')})/[a-z0-9]+(-[a-z0-9]+)*$`);
/** Every stored card in a post's HTML (the ref is the first group); a card holds nothing else. */
export const productCardsIn = (html: string) => html.matchAll(/<div data-product="([^"]*)">[\s\S]*?<\/div>/g);
