import { ACQUISITIONS, APPROVAL_STATUSES, GEAR_KINDS, GEAR_MESSAGES, GEAR_STATUSES, PADDLE_SHAPES } from '../../../common/gear.ts';
import { longerThan } from '../../../common/characters.ts';
import { isWebAddress } from '../../../common/webAddress.ts';
import { slugError } from '../http/slug.ts';
import { NUMERIC_SPECS, TEXT_SPECS, type GearAcquisition, type GearApproval, type GearBuyLink, type GearKind, type GearStatus, type PaddleSpecs, type ProductFields } from './gear.ts';

/** A product or review as sent. */
export type GearRaw = Record<string, unknown>;
type Errors = Record<string, string>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const absent = (value: unknown) => value === undefined || value === null || value === '';
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
const SOURCES = ['measured', 'maker'] as const;
const UPLOAD_URL = /^\/api\/uploads\/[A-Za-z0-9._-]+$/;

/** A calendar day as YYYY-MM-DD that exists. */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function readText(raw: GearRaw, field: string, max: number, required: string | undefined, errors: Errors): string {
  const value = textOf(raw[field]);
  if (longerThan(value, max)) errors[field] = GEAR_MESSAGES.tooLong(max);
  else if (!value && required) errors[field] = required;
  return value;
}

function readPrice(raw: GearRaw, today: string, errors: Errors): Pick<ProductFields, 'priceCents' | 'priceCheckedAt'> {
  const priceCents = absent(raw.priceCents) ? null : raw.priceCents;
  if (priceCents !== null && !(typeof priceCents === 'number' && Number.isSafeInteger(priceCents) && priceCents >= 0 && priceCents <= 10_000_000)) {
    errors.priceCents = GEAR_MESSAGES.priceInvalid;
  }
  const checked = absent(raw.priceCheckedAt) ? null : raw.priceCheckedAt;
  if (checked !== null && !isDay(checked)) errors.priceCheckedAt = GEAR_MESSAGES.dateInvalid;
  else if (checked !== null && checked > today) errors.priceCheckedAt = GEAR_MESSAGES.dateInFuture;
  else if (priceCents !== null && checked === null) errors.priceCheckedAt = GEAR_MESSAGES.priceNeedsDate;
  return { priceCents: priceCents as number | null, priceCheckedAt: checked as string | null };
}

function readBuyLinks(value: unknown, errors: Errors): GearBuyLink[] {
  if (absent(value)) return [];
  const links = Array.isArray(value) && value.length <= 10 ? value : undefined;
  const read = links?.map((link: unknown) => {
    const { label, url, affiliate } = (link ?? {}) as Record<string, unknown>;
    const text = textOf(label);
    return text && !longerThan(text, 80) && isWebAddress(textOf(url)) && typeof affiliate === 'boolean' ? { label: text, url: textOf(url), affiliate } : undefined;
  });
  if (!read || read.some((link) => !link)) {
    errors.buyLinks = GEAR_MESSAGES.buyLinkInvalid;
    return [];
  }
  return read as GearBuyLink[];
}

function readSpecs(value: unknown, kind: unknown, errors: Errors): PaddleSpecs | null {
  if (absent(value)) return null;
  if (kind !== 'paddle') {
    errors.specs = GEAR_MESSAGES.specsPaddlesOnly;
    return null;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.specs = GEAR_MESSAGES.specInvalid;
    return null;
  }
  const sent = value as Record<string, unknown>;
  const specs: Record<string, { value: number | string; source: string }> = {};
  const known = new Set<string>([...NUMERIC_SPECS, ...TEXT_SPECS, 'shape']);
  for (const [name, spec] of Object.entries(sent)) {
    const { value: figure, source } = (spec ?? {}) as Record<string, unknown>;
    const numeric = (NUMERIC_SPECS as readonly string[]).includes(name);
    const ok =
      known.has(name) &&
      isOneOf(SOURCES, source) &&
      (numeric
        ? typeof figure === 'number' && Number.isFinite(figure) && figure >= 0 && figure <= 100_000
        : name === 'shape'
          ? isOneOf(PADDLE_SHAPES, figure)
          : textOf(figure).length > 0 && !longerThan(textOf(figure), 100));
    if (!ok) errors[`specs.${name}`] = GEAR_MESSAGES.specInvalid;
    else specs[name] = { value: numeric ? (figure as number) : textOf(figure), source: source as string };
  }
  return specs as PaddleSpecs;
}

function readApproval(value: unknown, errors: Errors): GearApproval {
  if (absent(value)) return { status: 'not-listed' };
  const { status, listedOn } = value as Record<string, unknown>;
  if (!isOneOf(APPROVAL_STATUSES, status)) {
    errors['approval.status'] = GEAR_MESSAGES.approvalInvalid;
    return { status: 'not-listed' };
  }
  if (absent(listedOn)) return { status };
  if (!isDay(listedOn)) errors['approval.listedOn'] = GEAR_MESSAGES.dateInvalid;
  else if (status === 'not-listed') errors['approval.listedOn'] = GEAR_MESSAGES.listedOnWithoutListing;
  return { status, listedOn: listedOn as string };
}

/** Checks one product field by field; `today` (YYYY-MM-DD, UTC) bounds the price's date. */
export function checkProduct(raw: GearRaw, today: string): { fields?: ProductFields; errors: Errors } {
  const errors: Errors = {};
  const kind = raw.kind;
  if (!isOneOf(GEAR_KINDS, kind)) errors.kind = GEAR_MESSAGES.kindInvalid;
  const brand = readText(raw, 'brand', 100, GEAR_MESSAGES.brandRequired, errors);
  const model = readText(raw, 'model', 150, GEAR_MESSAGES.modelRequired, errors);
  // Slugs are compared in lower case: "Pro-16" and "pro-16" are the same page.
  const slug = textOf(raw.slug).toLowerCase();
  const badSlug = slugError(slug) ?? (longerThan(slug, 120) ? GEAR_MESSAGES.tooLong(120) : undefined);
  if (badSlug) errors.slug = badSlug;
  const year = absent(raw.year) ? null : raw.year;
  if (year !== null && !(typeof year === 'number' && Number.isInteger(year) && year >= 1990 && year <= 2100)) errors.year = GEAR_MESSAGES.yearInvalid;
  const price = readPrice(raw, today, errors);
  const images = absent(raw.images) ? [] : raw.images;
  if (!Array.isArray(images) || images.length > 12 || !images.every((url) => typeof url === 'string' && UPLOAD_URL.test(url))) errors.images = GEAR_MESSAGES.imageInvalid;
  const buyLinks = readBuyLinks(raw.buyLinks, errors);
  const status = absent(raw.status) ? 'draft' : raw.status;
  if (!isOneOf(GEAR_STATUSES, status)) errors.status = GEAR_MESSAGES.statusInvalid;
  const specs = readSpecs(raw.specs, kind, errors);
  const approval = readApproval(raw.approval, errors);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: { kind: kind as GearKind, brand, model, year: year as number | null, slug, ...price, images: images as string[], buyLinks, status: status as GearStatus, specs, approval },
  };
}

function readList(value: unknown, field: string, errors: Errors): string[] {
  if (absent(value)) return [];
  const items = Array.isArray(value) ? value.map(textOf) : undefined;
  if (!items || items.length > 10 || items.some((item) => !item || longerThan(item, 200))) {
    errors[field] = GEAR_MESSAGES.listInvalid;
    return [];
  }
  return items;
}

/** A review's fields as sent, checked one by one (the body is sanitized by the service). */
export interface ReviewInput {
  productId: number;
  score: number;
  pros: string[];
  cons: string[];
  howWeTested: string;
  acquisition: GearAcquisition | null;
  body: string;
  status: GearStatus;
}

/** Checks one review field by field: the score has at most one decimal. */
export function checkReview(raw: GearRaw): { fields?: ReviewInput; errors: Errors } {
  const errors: Errors = {};
  const productId = raw.productId;
  if (!(typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0)) errors.productId = GEAR_MESSAGES.productUnknown;
  const score = raw.score;
  if (!(typeof score === 'number' && score >= 0 && score <= 10 && Math.abs(Math.round(score * 10) - score * 10) < 1e-9)) errors.score = GEAR_MESSAGES.scoreInvalid;
  const pros = readList(raw.pros, 'pros', errors);
  const cons = readList(raw.cons, 'cons', errors);
  const howWeTested = readText(raw, 'howWeTested', 5000, undefined, errors);
  const acquisition = absent(raw.acquisition) ? null : raw.acquisition;
  if (acquisition !== null && !isOneOf(ACQUISITIONS, acquisition)) errors.acquisition = GEAR_MESSAGES.acquisitionInvalid;
  const body = typeof raw.body === 'string' ? raw.body : '';
  if (longerThan(body, 200_000)) errors.body = GEAR_MESSAGES.tooLong(200_000);
  const status = absent(raw.status) ? 'draft' : raw.status;
  if (!isOneOf(GEAR_STATUSES, status)) errors.status = GEAR_MESSAGES.statusInvalid;
  // The disclosure is what makes a review publishable.
  if (status === 'published' && acquisition === null) errors.acquisition = GEAR_MESSAGES.acquisitionRequired;
  // Readers judge a score by how it was reached.
  if (status === 'published' && !howWeTested && !errors.howWeTested) errors.howWeTested = GEAR_MESSAGES.howWeTestedRequired;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: {
      productId: productId as number,
      score: Math.round((score as number) * 10) / 10,
      pros,
      cons,
      howWeTested,
      acquisition: acquisition as GearAcquisition | null,
      body,
      status: status as GearStatus,
    },
  };
}
