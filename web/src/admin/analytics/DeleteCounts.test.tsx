import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { DeleteCounts } from './DeleteCounts.tsx';

const period = { from: '2026-11-01', to: '2026-11-30' };

describe('deleting analytics counts from the Analytics screen', () => {
  it("deletes one source's counts of the period once the admin confirms", async () => {
    const deleteAnalyticsCounts = vi.fn().mockResolvedValue({ data: null });
    renderAdmin(<DeleteCounts period={period} only={{ kind: 'referrer', key: 'spam.example' }} />, { deleteAnalyticsCounts });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the counts of spam.example' }));
    expect(await screen.findByText('This will permanently delete the counts of spam.example (2026-11-01 to 2026-11-30). This action cannot be undone.')).toBeTruthy();
    expect(deleteAnalyticsCounts).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteAnalyticsCounts).toHaveBeenCalledWith('analytics', { ...period, kind: 'referrer', key: 'spam.example' }));
  });

  it('deletes every count of the period, and nothing when the admin cancels', async () => {
    const deleteAnalyticsCounts = vi.fn().mockResolvedValue({ data: null });
    renderAdmin(<DeleteCounts period={{ from: '2026-11-24', to: '2026-11-24' }} />, { deleteAnalyticsCounts });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the counts of this period' }));
    expect(await screen.findByText('This will permanently delete every count (2026-11-24). This action cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText(/This action cannot be undone/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete the counts of this period' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteAnalyticsCounts).toHaveBeenCalledWith('analytics', { from: '2026-11-24', to: '2026-11-24' }));
    expect(deleteAnalyticsCounts).toHaveBeenCalledTimes(1);
  });
});
