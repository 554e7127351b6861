/** The paddle specifications a CSV carries, one column each, in the contract's names (units in the name). */
export const GEAR_CSV_SPECS = [
  'shape', 'core', 'surface', 'thicknessMm', 'weightOz', 'swingWeight', 'twistWeight', 'balancePointMm', 'lengthMm', 'widthMm', 'handleLengthMm', 'gripCircumferenceIn', 'spinRpm',
] as const;

/**
 * The CSV columns a product import takes and an export writes: `price` in US dollars, `images`
 * separated by spaces, `buyLinks` one per line as `label | url` (`| affiliate` after an affiliate
 * link), each spec as its value with `(measured)` or `(maker)` after it.
 */
export const GEAR_CSV_COLUMNS = ['kind', 'brand', 'model', 'year', 'slug', 'price', 'priceCheckedAt', 'approval', 'listedOn', 'images', 'buyLinks', ...GEAR_CSV_SPECS] as const;

/** Most rows one product import may hold. */
export const GEAR_IMPORT_MAX_ROWS = 1_000;
/** Largest CSV file a product import accepts. */
export const GEAR_IMPORT_MAX_BYTES = 1_000_000;

export const GEAR_CSV_MESSAGES = {
  importEmpty: 'The file has no products: one header row, then one product per row.',
  importUnknownColumns: (columns: string[]) => `Unknown columns: ${columns.join(', ')}. Use ${GEAR_CSV_COLUMNS.join(', ')}.`,
  importTooMany: `An import may hold at most ${GEAR_IMPORT_MAX_ROWS} rows.`,
  slugTaken: 'Another product (or an earlier row) already has this slug',
  priceInvalid: 'Price must be in US dollars, like 149.99',
  yearInvalid: 'Year must be a whole number between 1990 and 2100',
  specNotNumber: 'Must be a number, then (measured) or (maker)',
  buyLinkInvalid: 'Each line must be "label | https://address", with "| affiliate" after an affiliate link',
} as const;

/** Quotes a value that holds a comma, a quote or a line break (RFC 4180). */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The file the back office offers to fill in: the header, a paddle with its specs (its price checked on `today`) and a ball. */
export function gearCsvTemplate(today: Date): string {
  const rows: Record<string, string>[] = [
    {
      kind: 'paddle',
      brand: 'Sample Brand',
      model: 'Sample Carbon 16',
      year: '2026',
      price: '149.99',
      priceCheckedAt: today.toISOString().slice(0, 10),
      approval: 'approved',
      listedOn: '2026-03-15',
      buyLinks: 'Maker store | https://example.com/sample-carbon-16\nPartner shop | https://shop.example.com/p/16 | affiliate',
      shape: 'elongated (maker)',
      core: 'polypropylene honeycomb (maker)',
      surface: 'raw carbon fiber (maker)',
      thicknessMm: '16 (maker)',
      weightOz: '7.9 (measured)',
      swingWeight: '114 (measured)',
    },
    { kind: 'ball', brand: 'Sample Brand', model: 'Outdoor 40', approval: 'not-listed' },
  ];
  const lines = [GEAR_CSV_COLUMNS.join(','), ...rows.map((row) => GEAR_CSV_COLUMNS.map((column) => cell(row[column] ?? '')).join(','))];
  return `${lines.join('\n')}\n`;
}
