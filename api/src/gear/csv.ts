import { GEAR_CSV_COLUMNS, GEAR_CSV_MESSAGES, GEAR_CSV_SPECS } from '../../../common/gearCsv.ts';
import { GEAR_MESSAGES } from '../../../common/gear.ts';
import { NUMERIC_SPECS, type GearBuyLink, type GearProduct } from './gear.ts';
import type { GearRaw } from './validate.ts';

/** The CSV column that holds each field the product check names. */
const COLUMN_OF: Record<string, string> = { priceCents: 'price', 'approval.status': 'approval', 'approval.listedOn': 'listedOn' };

/** A check's messages named by the file's columns (`specs.weightOz` is the `weightOz` column). */
export const byColumn = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [COLUMN_OF[field] ?? field.replace(/^specs\./, ''), message]));

/** The mark an export puts before a cell a spreadsheet would run (`'=...`): read back, it goes. */
const unneutralised = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** Dollars as cents: `149`, `$149.99`; null when empty, undefined when unreadable. */
function centsOf(text: string): number | null | undefined {
  if (text === '') return null;
  const amount = /^\$?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  return amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0')) : undefined;
}

/** `label | url` or `label | url | affiliate`, one link a line; undefined when a line is not. */
function buyLinksOf(text: string): GearBuyLink[] | undefined {
  const links: GearBuyLink[] = [];
  for (const line of text.split('\n').map((part) => part.trim()).filter(Boolean)) {
    const parts = line.split(/\s*\|\s*/);
    const affiliate = parts.length > 2 && parts.at(-1)!.toLowerCase() === 'affiliate';
    if (affiliate) parts.pop();
    if (parts.length < 2) return undefined;
    const url = parts.pop()!;
    links.push({ label: parts.join(' | '), url, affiliate });
  }
  return links;
}

/** A spec cell: its value, then `(measured)` or `(maker)`; without one, the maker's figure. */
function specOf(text: string): { value: string; source: string } {
  const marked = /^(.*?)\s*\((measured|maker)\)$/i.exec(text);
  return marked ? { value: marked[1]!, source: marked[2]!.toLowerCase() } : { value: text, source: 'maker' };
}

/**
 * A row's text as the product the API takes, and the messages of what only a file can get wrong.
 * Cells are taken as text whatever they start with: `=HYPERLINK(...)` is a model name, not a formula.
 */
export function rowToProduct(row: Record<string, string>): { raw: GearRaw; errors: Record<string, string> } {
  const text = (column: string) => unneutralised(row[column] ?? '');
  const errors: Record<string, string> = {};
  const kind = text('kind').toLowerCase();
  const priceCents = centsOf(text('price'));
  if (priceCents === undefined) errors.price = GEAR_CSV_MESSAGES.priceInvalid;
  const year = text('year');
  if (year !== '' && !/^\d{4}$/.test(year)) errors.year = GEAR_CSV_MESSAGES.yearInvalid;
  const buyLinks = buyLinksOf(text('buyLinks'));
  if (!buyLinks) errors.buyLinks = GEAR_CSV_MESSAGES.buyLinkInvalid;
  const specs: Record<string, { value: number | string; source: string }> = {};
  for (const name of GEAR_CSV_SPECS) {
    if (text(name) === '') continue;
    if (kind !== 'paddle') {
      errors[name] = GEAR_MESSAGES.specsPaddlesOnly;
      continue;
    }
    const { value, source } = specOf(text(name));
    const numeric = (NUMERIC_SPECS as readonly string[]).includes(name);
    if (numeric && !/^\d+(?:\.\d+)?$/.test(value)) errors[name] = GEAR_CSV_MESSAGES.specNotNumber;
    else specs[name] = { value: numeric ? Number(value) : name === 'shape' ? value.toLowerCase() : value, source };
  }
  const approval = text('approval').toLowerCase();
  const listedOn = text('listedOn');
  const raw: GearRaw = {
    kind,
    brand: text('brand'),
    model: text('model'),
    slug: text('slug'),
    year: year === '' || errors.year ? null : Number(year),
    priceCents: priceCents ?? null,
    priceCheckedAt: text('priceCheckedAt'),
    images: text('images').split(/\s+/).filter(Boolean),
    buyLinks: buyLinks ?? [],
    specs: Object.keys(specs).length > 0 ? specs : null,
    approval: approval === '' && listedOn === '' ? undefined : { status: approval || 'not-listed', ...(listedOn ? { listedOn } : {}) },
    status: 'draft',
  };
  return { raw, errors };
}

/** A product as one row of the export, in GEAR_CSV_COLUMNS' order (what an import reads back). */
export function productToRow(product: GearProduct): string[] {
  const specs = (product.specs ?? {}) as Record<string, { value: number | string; source: string } | undefined>;
  const cells: Record<string, string> = {
    kind: product.kind,
    brand: product.brand,
    model: product.model,
    year: product.year === null ? '' : String(product.year),
    slug: product.slug,
    price: product.priceCents === null ? '' : (product.priceCents / 100).toFixed(2),
    priceCheckedAt: product.priceCheckedAt ?? '',
    approval: product.approval.status,
    listedOn: product.approval.listedOn ?? '',
    images: product.images.join(' '),
    buyLinks: product.buyLinks.map((link) => `${link.label} | ${link.url}${link.affiliate ? ' | affiliate' : ''}`).join('\n'),
  };
  for (const name of GEAR_CSV_SPECS) {
    const spec = specs[name];
    cells[name] = spec ? `${spec.value} (${spec.source})` : '';
  }
  return GEAR_CSV_COLUMNS.map((column) => cells[column] ?? '');
}
