import type { GearProductInput } from '../../../../codegen/hey-api/types.gen.ts';

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const numberOrNull = (value: unknown): number | null => (value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value));
const dayOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 10) : null);

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
    images: Array.isArray(data.images) ? (data.images as string[]) : [],
    buyLinks: Array.isArray(data.buyLinks) ? (data.buyLinks as GearProductInput['buyLinks']) : [],
    status: data.status === 'published' ? 'published' : 'draft',
    specs: data.kind === 'paddle' ? ((data.specs as GearProductInput['specs']) ?? null) : null,
    approval: { status: (text(approval.status) || 'not-listed') as NonNullable<GearProductInput['approval']>['status'], ...(listedOn ? { listedOn } : {}) },
  };
}

/** A product as the form edits it: its price in dollars. */
export function toGearForm(record: Data): Data {
  const cents = record.priceCents;
  return { ...record, priceDollars: typeof cents === 'number' ? cents / 100 : null };
}
