import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GearProduct, GearProductInput } from '../../../../codegen/hey-api/types.gen.ts';
import { GEAR_MESSAGES } from '../../../../common/gear.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { createGearDataProvider } from './gearDataProvider.ts';
import { GearList } from './GearList.tsx';

/** A paddle with every spec, two images and a link: all the API takes for these fields. */
const PADDLE: GearProduct = {
  id: 4,
  kind: 'paddle',
  brand: 'Harbor Lane',
  model: 'Tidewater 16',
  year: 2026,
  slug: 'harbor-lane-tidewater-16',
  priceCents: 15_999,
  priceCheckedAt: '2026-11-01',
  images: ['/api/uploads/tidewater-face.webp', '/api/uploads/tidewater-edge.webp'],
  buyLinks: [{ label: 'Maker store', url: 'https://shop.example.com/tidewater', affiliate: false }],
  status: 'draft',
  specs: {
    weightOz: { value: 8.1, source: 'maker' },
    swingWeight: { value: 114, source: 'measured' },
    twistWeight: { value: 6.4, source: 'measured' },
    balancePointMm: { value: 235, source: 'maker' },
    thicknessMm: { value: 16, source: 'maker' },
    lengthMm: { value: 419, source: 'measured' },
    widthMm: { value: 190, source: 'maker' },
    handleLengthMm: { value: 140, source: 'maker' },
    gripCircumferenceIn: { value: 4.25, source: 'maker' },
    spinRpm: { value: 0, source: 'measured' },
    shape: { value: 'elongated', source: 'maker' },
    core: { value: 'Polypropylene honeycomb', source: 'maker' },
    surface: { value: 'Raw carbon', source: 'measured' },
  },
  approval: { status: 'approved', listedOn: '2026-02-10' },
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const inputOf = ({ id: _id, updatedAt: _at, ...fields }: GearProduct): GearProductInput => fields;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json', ...headers } });

/** The gear API as the data provider reaches it: one stored product, each PUT body kept; `refuse` answers a PUT instead. */
function serveGear(product: GearProduct, refuse?: Record<string, string>) {
  let stored = product;
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT' && url === `/api/gear/products/${product.id}`) {
        sent.push(JSON.parse(String(init.body)));
        if (refuse) return json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Some fields are invalid', errors: refuse }, 400);
        stored = { ...(sent.at(-1) as GearProductInput), id: product.id, updatedAt: '2026-11-03T10:00:00.000Z' } as GearProduct;
        return json(stored);
      }
      if (url === `/api/gear/products/${product.id}`) return json(stored);
      if (url.startsWith('/api/gear/products?')) return json([stored], 200, { 'Content-Range': 'products 0-0/1' });
      return json({ detail: 'Not here' }, 404);
    }),
  );
  return sent;
}

const openEdit = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Lane Tidewater 16' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
  await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Brand' }) as HTMLInputElement).value).toBe('Harbor Lane'));
  return dialog;
};
const valueOf = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const choose = async (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox).getAllByRole('option').map((item) => item.textContent);
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
};

describe('the product form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a product opened and left unchanged exactly as it was: every spec, image and link', async () => {
    const sent = serveGear(PADDLE);
    renderAdmin(<GearList />, createGearDataProvider());
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(inputOf(PADDLE));
  }, 60_000);

  it('sends a spec marked measured by us and an added affiliate link, and shows them when opened again', async () => {
    const sent = serveGear(PADDLE);
    renderAdmin(<GearList />, createGearDataProvider());
    let dialog = await openEdit();
    expect(valueOf(dialog, 'Static weight (oz)')).toBe('8.1');
    expect(within(dialog).getByRole('combobox', { name: 'Static weight: source' }).textContent).toBe('From the maker');
    fireEvent.change(within(dialog).getByLabelText('Static weight (oz)'), { target: { value: '7.9' } });
    // A source is always one of the two: no blank choice.
    expect(await choose(dialog, 'Static weight: source', 'Measured by us')).toEqual(['Measured by us', 'From the maker']);
    expect(await choose(dialog, 'Shape', 'Widebody')).toEqual(['Not given', 'Standard', 'Elongated', 'Hybrid', 'Widebody']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add buy link' }));
    await waitFor(() => expect(within(dialog).getAllByRole('textbox', { name: 'Store' })).toHaveLength(2));
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Store' })[1]!, { target: { value: 'Paddle Outlet' } });
    fireEvent.change(within(dialog).getAllByLabelText('URL')[1]!, { target: { value: 'https://outlet.example.com/t?ref=hub' } });
    fireEvent.click(within(dialog).getAllByRole('checkbox', { name: 'Affiliate link' })[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ...inputOf(PADDLE),
      specs: { ...PADDLE.specs, weightOz: { value: 7.9, source: 'measured' }, shape: { value: 'widebody', source: 'maker' } },
      buyLinks: [...PADDLE.buyLinks, { label: 'Paddle Outlet', url: 'https://outlet.example.com/t?ref=hub', affiliate: true }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openEdit();
    expect(valueOf(dialog, 'Static weight (oz)')).toBe('7.9');
    expect(within(dialog).getByRole('combobox', { name: 'Static weight: source' }).textContent).toBe('Measured by us');
    expect(within(dialog).getByRole('combobox', { name: 'Shape' }).textContent).toBe('Widebody');
    expect(within(dialog).getAllByRole('textbox', { name: 'Store' }).map((input) => (input as HTMLInputElement).value)).toEqual(['Maker store', 'Paddle Outlet']);
    expect(within(dialog).getAllByLabelText('URL').map((input) => (input as HTMLInputElement).value)).toEqual(['https://shop.example.com/tidewater', 'https://outlet.example.com/t?ref=hub']);
    expect(within(dialog).getAllByRole('checkbox', { name: 'Affiliate link' }).map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
  }, 120_000);

  it('takes a store name of 80 emoji, as the server counts characters, and refuses 81', async () => {
    const paddle = '\u{1F3D3}';
    const sent = serveGear(PADDLE);
    renderAdmin(<GearList />, createGearDataProvider());
    const dialog = await openEdit();
    const store = within(dialog).getByRole('textbox', { name: 'Store' });
    fireEvent.change(store, { target: { value: paddle.repeat(81) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(GEAR_MESSAGES.tooLong(80))).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(store, { target: { value: paddle.repeat(80) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...inputOf(PADDLE), buyLinks: [{ ...PADDLE.buyLinks[0]!, label: paddle.repeat(80) }] });
  }, 60_000);

  it('adds an uploaded image, removes another and a link, and drops a blanked spec', async () => {
    const sent = serveGear(PADDLE);
    const uploadImage = vi.fn(async () => ({ data: { url: '/api/uploads/tidewater-grip.webp' } }));
    renderAdmin(<GearList />, { ...createGearDataProvider(), uploadImage });
    const dialog = await openEdit();
    expect(within(dialog).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(PADDLE.images);
    fireEvent.change(within(dialog).getByTestId('gear-image-file'), { target: { files: [new File(['x'], 'grip.webp', { type: 'image/webp' })] } });
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove buy link 1' }));
    fireEvent.change(within(dialog).getByLabelText('Spin (rpm)'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Core'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const { spinRpm: _spin, core: _core, ...specs } = PADDLE.specs!;
    expect(sent[0]).toEqual({ ...inputOf(PADDLE), images: ['/api/uploads/tidewater-edge.webp', '/api/uploads/tidewater-grip.webp'], buyLinks: [], specs });
  }, 60_000);

  it('reorders the images with the move buttons, the moved image keeping the focus, and saves the new order', async () => {
    const sent = serveGear({ ...PADDLE, images: [...PADDLE.images, '/api/uploads/tidewater-grip.webp'] });
    renderAdmin(<GearList />, createGearDataProvider());
    const dialog = await openEdit();
    const images = within(dialog).getByRole('list', { name: 'Product images' });
    const order = () => within(images).getAllByRole('img').map((image) => image.getAttribute('src'));
    // The first image cannot go further up, nor the last further down.
    expect((within(images).getByRole('button', { name: 'Move image 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(images).getByRole('button', { name: 'Move image 3 down' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(images).getByRole('button', { name: 'Move image 2 up' }));
    expect(order()).toEqual(['/api/uploads/tidewater-edge.webp', '/api/uploads/tidewater-face.webp', '/api/uploads/tidewater-grip.webp']);
    expect(within(images).getAllByRole('img')[0]!.getAttribute('alt')).toBe('Image 1 (shown on the product page)');
    // At the top, the image's other button has the focus: the keyboard goes on from there.
    await waitFor(() => expect(document.activeElement).toBe(within(images).getByRole('button', { name: 'Move image 1 down' })));
    fireEvent.click(within(images).getByRole('button', { name: 'Move image 1 down' }));
    fireEvent.click(within(images).getByRole('button', { name: 'Move image 2 down' }));
    await waitFor(() => expect(document.activeElement).toBe(within(images).getByRole('button', { name: 'Move image 3 up' })));
    expect(order()).toEqual(['/api/uploads/tidewater-face.webp', '/api/uploads/tidewater-grip.webp', '/api/uploads/tidewater-edge.webp']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as GearProductInput).images).toEqual(['/api/uploads/tidewater-face.webp', '/api/uploads/tidewater-grip.webp', '/api/uploads/tidewater-edge.webp']);
  }, 60_000);

  it('shows the server’s refusal of a spec, a link and the images under each field', async () => {
    const sent = serveGear(PADDLE, {
      'specs.weightOz': GEAR_MESSAGES.specInvalid,
      'buyLinks.0.url': 'buyLinks.0.url must match pattern',
      'images.1': GEAR_MESSAGES.imageInvalid,
    });
    renderAdmin(<GearList />, createGearDataProvider());
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));

    const describedBy = async (input: HTMLElement) => {
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(await describedBy(within(dialog).getByLabelText('Static weight (oz)'))).toBe(GEAR_MESSAGES.specInvalid);
    expect(await describedBy(within(dialog).getByLabelText('URL'))).toBe('buyLinks.0.url must match pattern');
    const images = within(dialog).getByRole('group', { name: 'Images' });
    expect(within(images).getByRole('alert').textContent).toBe(GEAR_MESSAGES.imageInvalid);
    // The dialog stays open with what was typed.
    expect(valueOf(dialog, 'Static weight (oz)')).toBe('8.1');
  }, 60_000);

  it('offers specifications for paddles only, and no blank status or listing', async () => {
    serveGear({ ...PADDLE, kind: 'ball', specs: null });
    renderAdmin(<GearList />, createGearDataProvider());
    const dialog = await openEdit();
    expect(within(dialog).queryByLabelText('Static weight (oz)')).toBeNull();
    expect(within(dialog).getByText(`${GEAR_MESSAGES.specsPaddlesOnly}.`)).toBeTruthy();
    expect(await choose(dialog, 'Status', 'Draft')).toEqual(['Draft', 'Published']);
    expect(await choose(dialog, 'USA Pickleball', 'Approved')).toEqual(['Approved', 'Delisted', 'Not listed']);
  }, 60_000);
});
