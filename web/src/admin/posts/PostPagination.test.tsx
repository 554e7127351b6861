import { fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PostPagination } from './PostPagination.tsx';

function renderPager(page: number, total: number) {
  const setPage = vi.fn();
  const value = { page, perPage: 10, total, setPage, isPending: false } as unknown as ListControllerResult;
  render(
    <ListContextProvider value={value}>
      <PostPagination />
    </ListContextProvider>,
  );
  return setPage;
}

describe('PostPagination', () => {
  it('is hidden when every post fits on one page', () => {
    renderPager(1, 10);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('offers Previous, the numbered pages and Next', () => {
    const setPage = renderPager(1, 25);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(setPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(setPage).toHaveBeenCalledWith(2);
    expect(screen.queryByText('…')).toBeNull();
  });

  it('shows ellipses around the current page when pages are skipped', () => {
    renderPager(10, 200);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeTruthy();
  });
});
