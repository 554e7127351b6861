import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import type { Category } from '../../../../codegen/hey-api/types.gen.ts';
import { CategoryList } from './CategoryList.tsx';

const rows: Category[] = [
  { id: 1, name: 'Gear', slug: 'gear', description: 'Paddles and shoes' },
  { id: 2, name: 'Strategy', slug: 'strategy', description: '' },
  { id: 3, name: 'Technique', slug: 'technique', description: 'Dinks and drops' },
] as Category[];

function renderList() {
  const getList = vi.fn(async (_resource: string, params: { sort: { field: string; order: string } }) => {
    const sorted = [...rows].sort((a, b) => String(a[params.sort.field as keyof Category]).localeCompare(String(b[params.sort.field as keyof Category])));
    return { data: params.sort.order === 'DESC' ? sorted.reverse() : sorted, total: rows.length };
  });
  const deleteMany = vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids }));
  renderAdmin(<CategoryList />, { getList, deleteMany });
  return { getList, deleteMany };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('CategoryList', () => {
  it('shows each category with its columns and sorts by a column when its title is clicked', async () => {
    const { getList } = renderList();
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Name', 'Slug', 'Description', 'Actions']);
    expect(names(table)).toEqual(['Gear/gear', 'Strategy/strategy', 'Technique/technique']);
    expect(within(table).getByText('—')).toBeTruthy();
    fireEvent.click(within(table).getByText('Name'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('categories', expect.objectContaining({ sort: { field: 'name', order: 'DESC' } })));
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Categories' }))).toEqual(['Technique/technique', 'Strategy/strategy', 'Gear/gear']), { timeout: 3000 });
  });

  it('deletes the selected categories together after "Are you sure?"', async () => {
    const { deleteMany } = renderList();
    const table = await screen.findByRole('table', { name: 'Categories' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Gear' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Technique' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(within(dialog).getByText('This will permanently delete these 2 categories. This action cannot be undone.')).toBeTruthy();
    expect(deleteMany).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('categories', expect.objectContaining({ ids: [1, 3] })));
  });
});
