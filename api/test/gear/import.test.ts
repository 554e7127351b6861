import { beforeAll, describe, expect, it } from 'vitest';
import { GEAR_CSV_COLUMNS, GEAR_IMPORT_MAX_BYTES, gearCsvTemplate } from '../../../common/gearCsv.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';
import { createProduct, daysAgo, PADDLE } from './fixtures.ts';

const HEADER = GEAR_CSV_COLUMNS.join(',');
/** A row with the given columns set, the others empty. */
const row = (cells: Partial<Record<(typeof GEAR_CSV_COLUMNS)[number], string>>) => GEAR_CSV_COLUMNS.map((column) => cells[column] ?? '').join(',');

describe('gear CSV import and export', () => {
  const app = useNewsletterApp();
  const staff = {} as Record<'viewer' | 'author', { id: number; cookie: string }>;
  beforeAll(async () => {
    staff.viewer = await staffMember(app, 'viewer', 'gear-import-viewer');
    staff.author = await staffMember(app, 'author', 'gear-import-author');
  });

  const send = async (cookie: string | undefined, csv: string) => {
    const response = await fetch(`${app.url}/api/gear/import`, { method: 'POST', headers: { 'Content-Type': 'text/csv', ...(cookie ? { Cookie: cookie } : {}) }, body: csv });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
  };
  const exported = async (cookie: string | undefined) => {
    const response = await fetch(`${app.url}/api/gear/export.csv`, { headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
  };
  const products = async () => (await call(app, app.cookie, 'GET', '/api/gear/products?sort=["id","ASC"]&range=[0,999]')).body as unknown as Record<string, unknown>[];

  it('stores every row of a good file as drafts, with specs, links and formula-like cells as written', async () => {
    const csv = [
      HEADER,
      row({
        kind: 'Paddle',
        brand: 'Ridgeback',
        model: 'Carbon 16',
        year: '2026',
        price: '$149.50',
        priceCheckedAt: daysAgo(2),
        approval: 'approved',
        listedOn: '2026-02-10',
        images: '/api/uploads/a.webp /api/uploads/b.webp',
        buyLinks: '"Maker | https://ridgeback.example.com/c16\nPartner shop | https://shop.example.com/c16 | affiliate"',
        shape: 'Elongated (maker)',
        surface: 'raw carbon fiber (measured)',
        thicknessMm: '16 (maker)',
        weightOz: '7.8',
      }),
      row({ kind: 'ball', brand: 'Ridgeback', model: '"=HYPERLINK(""https://evil.example"",""x"")"' }),
    ].join('\n');
    const { status, body } = await send(staff.author.cookie, csv);
    expect(status).toBe(201);
    expect(body).toEqual({ imported: 2 });
    const [paddle, ball] = (await products()).filter((product) => product.brand === 'Ridgeback');
    expect(paddle).toMatchObject({
      kind: 'paddle',
      model: 'Carbon 16',
      slug: 'ridgeback-carbon-16',
      status: 'draft',
      priceCents: 14_950,
      images: ['/api/uploads/a.webp', '/api/uploads/b.webp'],
      buyLinks: [
        { label: 'Maker', url: 'https://ridgeback.example.com/c16', affiliate: false },
        { label: 'Partner shop', url: 'https://shop.example.com/c16', affiliate: true },
      ],
      approval: { status: 'approved', listedOn: '2026-02-10' },
      specs: { shape: { value: 'elongated', source: 'maker' }, surface: { value: 'raw carbon fiber', source: 'measured' }, thicknessMm: { value: 16, source: 'maker' }, weightOz: { value: 7.8, source: 'maker' } },
    });
    expect(ball).toMatchObject({ kind: 'ball', model: '=HYPERLINK("https://evil.example","x")', specs: null, status: 'draft', approval: { status: 'not-listed' } });
  });

  it('refuses the whole file with each bad row by line and column, storing nothing', async () => {
    await createProduct(app, app.cookie, { ...PADDLE, slug: 'taken-paddle' });
    const before = await products();
    const csv = [
      HEADER,
      row({ kind: 'paddle', brand: 'Fine', model: 'Row' }),
      row({ kind: 'racket', brand: 'Odd', model: 'Kind' }),
      row({ kind: 'paddle', brand: '', model: '"Two line\nmodel"', price: 'cheap', thicknessMm: 'thick', approval: 'maybe' }),
      row({ kind: 'ball', brand: 'Ball', model: 'With specs', weightOz: '0.9' }),
      row({ kind: 'paddle', brand: 'Taken', model: 'Slug', slug: 'taken-paddle', price: '99', buyLinks: 'no address here' }),
      'paddle,Short row',
    ].join('\n');
    const { status, type, body } = await send(app.cookie, csv);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body).toMatchObject({
      detail: '5 rows have problems; nothing was imported.',
      rows: [
        { line: 3, errors: { kind: expect.stringContaining('Kind must be one of') } },
        {
          line: 4,
          errors: {
            brand: 'Brand is required',
            price: 'Price must be in US dollars, like 149.99',
            thicknessMm: 'Must be a number, then (measured) or (maker)',
            approval: 'Approval must be approved, delisted or not-listed',
          },
        },
        // The quoted model of line 4 spans two lines, so the next row starts on line 6.
        { line: 6, reason: 'weightOz: Specifications are for paddles only' },
        { line: 7, errors: { slug: 'Another product (or an earlier row) already has this slug', priceCheckedAt: 'Say on which day the price was checked', buyLinks: expect.stringContaining('label | https://address') } },
        { line: 8, reason: 'Has 2 values but the header has 24' },
      ],
    });
    expect(await products()).toEqual(before);
  });

  it('takes the template the back office offers as it is, and a row per slug only once', async () => {
    const { status, body } = await send(app.cookie, gearCsvTemplate(new Date()));
    expect(status).toBe(201);
    expect(body).toEqual({ imported: 2 });
    const twice = await send(app.cookie, [HEADER, row({ kind: 'net', brand: 'Twin', model: 'Net', slug: 'twin-net' }), row({ kind: 'net', brand: 'Twin', model: 'Net 2', slug: 'twin-net' })].join('\n'));
    expect(twice.body).toMatchObject({ rows: [{ line: 3, errors: { slug: 'Another product (or an earlier row) already has this slug' } }] });
  });

  it.each([
    ['an empty file', '', 'The file has no products: one header row, then one product per row.'],
    ['a header alone', `${HEADER}\n`, 'The file has no products: one header row, then one product per row.'],
    ['an unknown column', 'kind,brand,model,score\npaddle,A,B,9', 'Unknown columns: score.'],
    ['more than 1,000 rows', `kind,brand,model\n${'ball,Many,Balls\n'.repeat(1_001)}`, 'An import may hold at most 1000 rows.'],
  ])('refuses %s with 400', async (_label, csv, detail) => {
    const { status, body } = await send(app.cookie, csv);
    expect(status).toBe(400);
    expect(body.detail).toContain(detail);
  });

  it('lets authors import but not viewers or visitors, and refuses a file over 1 MB', async () => {
    const before = await products();
    const csv = `kind,brand,model\nball,Viewer,Ball\n`;
    expect((await send(staff.viewer.cookie, csv)).status).toBe(403);
    expect((await send(undefined, csv)).status).toBe(401);
    const huge = `kind,brand,model\n${`ball,${'x'.repeat(90)},Ball\n`.repeat(Math.ceil(GEAR_IMPORT_MAX_BYTES / 100) + 10)}`;
    const tooLarge = await send(app.cookie, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.type).toContain('application/problem+json');
    expect(await products()).toEqual(before);
  });

  it('exports every product in the import columns to staff only, neutralising formulas, and the export imports back as it was', async () => {
    expect((await exported(undefined)).status).toBe(401);
    const file = await exported(staff.viewer.cookie);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toBe('attachment; filename="gear.csv"');
    const lines = file.text.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(file.text).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(file.text).toContain('"Maker | https://ridgeback.example.com/c16\nPartner shop | https://shop.example.com/c16 | affiliate"');

    // Every product goes, then the file comes back: the same products, as drafts.
    const before = await products();
    for (const product of before) expect((await call(app, app.cookie, 'DELETE', `/api/gear/products/${product.id}`)).status).toBe(200);
    const back = await send(app.cookie, file.text);
    expect(back.body).toEqual({ imported: before.length });
    const strip = (list: Record<string, unknown>[]) => list.map(({ id: _id, updatedAt: _at, status: _status, ...rest }) => rest);
    expect(strip(await products())).toEqual(strip(before));
    expect((await exported(app.cookie)).text).toBe(file.text);
  });
});
