import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GearProduct } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { toGearForm, toGearInput } from './gearInput.ts';
import { GearList } from './GearList.tsx';

const PADDLE: GearProduct = {
  id: 4,
  kind: 'paddle',
  brand: 'Harbor Lane',
  model: 'Tidewater 16',
  year: 2026,
  slug: 'harbor-lane-tidewater-16',
  priceCents: 15_999,
  priceCheckedAt: '2026-11-01',
  images: [],
  buyLinks: [{ label: 'Maker store', url: 'https://shop.example.com/t', affiliate: true }],
  status: 'draft',
  specs: { thicknessMm: { value: 16, source: 'maker' } },
  approval: { status: 'approved', listedOn: '2026-02-10' },
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('GearList', () => {
  it('lists each product with its price, listing and status, and opens it for editing with the price in dollars', async () => {
    const getList = vi.fn(async () => ({ data: [toGearForm(PADDLE as never)], total: 1 }));
    renderAdmin(<GearList />, { getList, getOne: async () => ({ data: toGearForm(PADDLE as never) }) });
    const table = await screen.findByRole('table', { name: 'Gear' });
    const row = within(table).getByText('Harbor Lane Tidewater 16').closest('tr')!;
    expect(within(row).getByText('$159.99')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('gear', expect.objectContaining({ sort: { field: 'brand', order: 'ASC' } }));
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Harbor Lane Tidewater 16' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('159.99'));
  });
});

describe('a product as sent', () => {
  it('carries the contract fields only, the price in cents, and specs for paddles only', () => {
    const sent = toGearInput({ ...toGearForm(PADDLE as never), priceDollars: 149.5 });
    expect(sent).not.toHaveProperty('id');
    expect(sent).toMatchObject({ priceCents: 14_950, specs: PADDLE.specs, approval: { status: 'approved', listedOn: '2026-02-10' }, buyLinks: PADDLE.buyLinks });
    const ball = toGearInput({ ...PADDLE, kind: 'ball', priceDollars: '', approval: { status: 'not-listed', listedOn: '' } });
    expect(ball).toMatchObject({ priceCents: null, specs: null, approval: { status: 'not-listed' } });
    expect(ball.approval).not.toHaveProperty('listedOn');
  });
});
