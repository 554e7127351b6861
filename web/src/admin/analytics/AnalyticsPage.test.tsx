import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { AnalyticsPage } from './AnalyticsPage.tsx';

const EMPTY_REPORT = { from: '2026-11-21', to: '2026-11-27', totals: { views: 0, visitors: 0 }, days: [], pages: [], posts: [], entries: [], referrers: [], campaigns: [], devices: [], browsers: [], signups: [] };

describe('the Analytics screen', () => {
  it('names the posts of "Comments by post" by their titles', async () => {
    const analyticsReport = vi.fn().mockResolvedValue({ data: { ...EMPTY_REPORT, comments: [{ slug: 'third-shot-drop', title: 'The third shot drop, explained', comments: 4 }] } });
    const courtSearchCounts = vi.fn().mockResolvedValue({ data: [] });
    renderAdmin(<AnalyticsPage />, { analyticsReport, courtSearchCounts });
    const table = await screen.findByRole('table', { name: 'Comments by post' });
    expect(within(table).getByText('The third shot drop, explained')).toBeTruthy();
    expect(within(table).queryByText('third-shot-drop')).toBeNull();
    expect(within(table).getByText('4')).toBeTruthy();
  });
});
