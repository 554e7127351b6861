import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import type { ActivityEntry } from '../../../../codegen/hey-api/types.gen.ts';
import { ActivityList } from './ActivityList.tsx';
import { dayAfter, dayOf, dayStart, exportUrl } from './period.ts';

const rows: ActivityEntry[] = [
  { id: 'b'.repeat(24), at: '2026-11-02T10:00:00Z', actor: 'admin', action: 'post.publish', subject: { type: 'post', id: '7', title: 'Third shot drops' } },
  { id: 'a'.repeat(24), at: '2026-11-01T10:00:00Z', actor: null, action: 'auth.signInFailed', address: '203.0.113.9' },
];

describe('ActivityList', () => {
  it('lists who did what, filters by action and exports what the filter keeps', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: { action?: string } }) => {
      const data = rows.filter((row) => !params.filter.action || row.action === params.filter.action);
      return { data, total: data.length };
    });
    renderAdmin(<ActivityList />, { getList });
    const table = await screen.findByRole('table', { name: 'Activity' });
    const published = within(table).getByText('Third shot drops').closest('tr')!;
    expect(within(published).getByText('Published a post')).toBeTruthy();
    expect(within(published).getByText('admin')).toBeTruthy();
    expect(within(published).getByRole('link', { name: 'Third shot drops' }).getAttribute('href')).toMatch(/\/posts\/7$/);
    const failed = within(table).getByText('Sign-in failed').closest('tr')!;
    expect(within(failed).getByText('—')).toBeTruthy();
    expect(within(failed).getByText('203.0.113.9')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('activity', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/activity/export.csv');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sign-in failed' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Activity' })).queryByText('Third shot drops')).toBeNull());
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/activity/export.csv?filter=${encodeURIComponent('{"action":"auth.signInFailed"}')}`);
  });
});

describe('the period filter', () => {
  it('turns the days picked into the instants of their start and of the next day’s start, and back', () => {
    const from = dayStart('2026-03-08')!;
    const to = dayAfter('2026-03-08')!;
    expect(new Date(from).getDate()).toBe(8);
    expect(new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(23 * 3600 * 1000);
    expect(dayOf(from, 'from')).toBe('2026-03-08');
    expect(dayOf(to, 'to')).toBe('2026-03-08');
    expect(dayStart('')).toBeUndefined();
    expect(exportUrl({ action: '', actor: 'admin' })).toBe(`/api/activity/export.csv?filter=${encodeURIComponent('{"actor":"admin"}')}`);
  });
});
