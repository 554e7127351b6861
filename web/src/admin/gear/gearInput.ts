import type { GearProductInput } from '../../../../codegen/hey-api/types.gen.ts';
import { PADDLE_SPEC_ROWS } from '../../../../common/gear.ts';

type Data = Record<string, unknown>;
type Specs = NonNullable<GearProductInput['specs']>;
type SpecSource = 'measured' | 'maker';

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const numberOrNull = (value: unknown): number | null => (value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value));
const dayOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 10) : null);

/** Figures have a unit; the specs told in words (shape, core, surface) have none. */
export const isFigure = (unit: string) => unit !== '';

/** The specs as sent: each one with a value, with its source; null when none has one. */
function specsInput(form: unknown): GearProductInput['specs'] {
  const sent = (form ?? {}) as Record<string, { value?: unknown; source?: unknown } | undefined>;
  const specs = PADDLE_SPEC_ROWS.flatMap(([name, , unit]) => {
    const value = isFigure(unit) ? numberOrNull(sent[name]?.value) : text(sent[name]?.value).trim() || null;
    const source: SpecSource = sent[name]?.source === 'measured' ? 'measured' : 'maker';
    return value === null ? [] : [[name, { value, source }] as const];
  });
  return specs.length > 0 ? (Object.fromEntries(specs) as Specs) : null;
}

/** Every spec the form shows: a product's own, the others blank with the maker as their source (as the CSV import reads a bare figure). */
function specsForm(specs: unknown): Record<string, { value: unknown; source: SpecSource }> {
  const stored = (specs ?? {}) as Record<string, { value?: unknown; source?: SpecSource } | undefined>;
  return Object.fromEntries(PADDLE_SPEC_ROWS.map(([name]) => [name, { value: stored[name]?.value ?? null, source: stored[name]?.source ?? 'maker' }]));
}

function buyLinksInput(value: unknown): GearProductInput['buyLinks'] {
  if (!Array.isArray(value)) return [];
  return value.map((link: Data | null) => ({ label: text(link?.label).trim(), url: text(link?.url).trim(), affiliate: link?.affiliate === true }));
}

/** Only the fields GearProductInput allows; the price is typed in dollars and sent in cents. */
export function toGearInput(data: Data): GearProductInput {
  const dollars = numberOrNull(data.priceDollars);
  const approval = (data.approval ?? {}) as Data;
  const listedOn = dayOrNull(approval.listedOn);
  return {
    kind: text(data.kind) as GearProductInput['kind'],
    brand: text(data.brand),
    model: text(data.model),
    slug: text(data.slug),
    year: numberOrNull(data.year),
    priceCents: dollars === null ? null : Math.round(dollars * 100),
    priceCheckedAt: dayOrNull(data.priceCheckedAt),
    images: Array.isArray(data.images) ? data.images.filter((url): url is string => typeof url === 'string') : [],
    buyLinks: buyLinksInput(data.buyLinks),
    status: data.status === 'published' ? 'published' : 'draft',
    // Specifications are for paddles only.
    specs: data.kind === 'paddle' ? specsInput(data.specs) : null,
    approval: { status: (text(approval.status) || 'not-listed') as NonNullable<GearProductInput['approval']>['status'], ...(listedOn ? { listedOn } : {}) },
  };
}

/** A product as the form edits it: its price in dollars, every paddle spec with a source. */
export function toGearForm(record: Data): Data {
  const cents = record.priceCents;
  return { ...record, priceDollars: typeof cents === 'number' ? cents / 100 : null, specs: specsForm(record.specs), images: Array.isArray(record.images) ? record.images : [], buyLinks: Array.isArray(record.buyLinks) ? record.buyLinks : [] };
}

/** A new product's form: a draft paddle, not on the USA Pickleball list, with no spec, image or link. */
export const NEW_PRODUCT_FORM = toGearForm({ kind: 'paddle', brand: '', model: '', slug: '', year: null, priceCents: null, priceCheckedAt: null, status: 'draft', approval: { status: 'not-listed' } });

/**
 * The form's field of each field the server names in a refusal: the price in dollars, a spec's
 * figure, one image or link as the whole list, and "specs for paddles only" as the kind.
 */
export function GEAR_FORM_FIELD_OF(field: string): string {
  if (field === 'priceCents') return 'priceDollars';
  if (field === 'specs') return 'kind';
  if (/^specs\.\w+$/.test(field)) return `${field}.value`;
  if (/^images\.\d+$/.test(field)) return 'images';
  if (/^buyLinks\.\d+(\.(?!label$|url$|affiliate$)\w+)?$/.test(field)) return 'buyLinks';
  return field;
}
