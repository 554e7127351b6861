import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import type { ActivityEntry } from '../../../../codegen/hey-api/types.gen.ts';
import { ActivityList } from './ActivityList.tsx';
import { entryDetail } from './detail.ts';
import { dayAfter, dayOf, dayStart, exportUrl } from './period.ts';

const rows: ActivityEntry[] = [
  {
    id: 'b'.repeat(24),
    at: '2026-11-02T10:00:00Z',
    actor: 'admin',
    action: 'post.publish',
    subject: { type: 'post', id: '7', title: 'Third shot drops' },
    detail: 'scheduled for 2026-11-28T09:00:00.000Z',
  },
  { id: 'a'.repeat(24), at: '2026-11-01T10:00:00Z', actor: null, action: 'auth.signInFailed', address: '203.0.113.9' },
];

describe('ActivityList', () => {
  it('lists who did what, filters by action and exports what the filter keeps', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: { action?: string } }) => {
      const data = rows.filter((row) => !params.filter.action || row.action === params.filter.action);
      return { data, total: data.length };
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/api/public/settings') ? Response.json({ timeZone: 'Asia/Tokyo' }) : Response.json({}, { status: 404 }),
    );
    renderAdmin(<ActivityList />, { getList });
    const table = await screen.findByRole('table', { name: 'Activity' });
    // Times read in the site's zone (a setting), which the column names.
    expect(await within(table).findByRole('columnheader', { name: /When \(Asia\/Tokyo\)/ })).toBeTruthy();
    const published = within(table).getByText('Third shot drops').closest('tr')!;
    expect(within(published).getByText('Published a post')).toBeTruthy();
    expect(within(published).getByText('admin')).toBeTruthy();
    expect(within(published).getByText('Nov 2, 2026, 7:00 PM')).toBeTruthy();
    // The detail is a sentence, its instant in the site's zone too (the phone shows it under the subject).
    expect(within(published).getAllByText('Scheduled for Nov 28, 2026, 6:00 PM')).toHaveLength(2);
    expect(within(published).queryByText(/2026-11-28T/)).toBeNull();
    expect(within(published).getByRole('link', { name: 'Third shot drops' }).getAttribute('href')).toMatch(/\/posts\/7$/);
    const failed = within(table).getByText('Sign-in failed').closest('tr')!;
    expect(within(failed).getByText('—')).toBeTruthy();
    expect(within(failed).getAllByText('From 203.0.113.9')).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith('activity', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/activity/export.csv');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sign-in failed' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Activity' })).queryByText('Third shot drops')).toBeNull());
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/activity/export.csv?filter=${encodeURIComponent('{"action":"auth.signInFailed"}')}`);
    fetchSpy.mockRestore();
  });
});

describe('the period filter', () => {
  it('turns the days picked into the instants of their start and of the next day’s start in the site’s zone, and back', () => {
    // Chicago's clocks spring forward that day: it lasts 23 hours.
    const from = dayStart('2026-03-08', 'America/Chicago')!;
    const to = dayAfter('2026-03-08', 'America/Chicago')!;
    expect(from).toBe('2026-03-08T06:00:00.000Z');
    expect(to).toBe('2026-03-09T05:00:00.000Z');
    expect(dayOf(from, 'from', 'America/Chicago')).toBe('2026-03-08');
    expect(dayOf(to, 'to', 'America/Chicago')).toBe('2026-03-08');
    expect(dayStart('2026-03-08', 'Asia/Tokyo')).toBe('2026-03-07T15:00:00.000Z');
    expect(dayStart('', 'America/Chicago')).toBeUndefined();
    expect(exportUrl({ action: '', actor: 'admin' })).toBe(`/api/activity/export.csv?filter=${encodeURIComponent('{"actor":"admin"}')}`);
  });
});

describe('an entry\'s detail', () => {
  it('reads as a sentence with its instants in the site\'s zone, and names a sign-in\'s address', () => {
    expect(entryDetail({ detail: 'scheduled for 2026-11-28T09:00:00.000Z' }, 'America/Chicago')).toBe('Scheduled for Nov 28, 2026, 3:00 AM');
    expect(entryDetail({ detail: 'scheduled for 2026-11-28T09:00:00.000Z' }, 'Europe/Berlin')).toBe('Scheduled for Nov 28, 2026, 10:00 AM');
    expect(entryDetail({ detail: 'Site title and time zone' }, 'America/Chicago')).toBe('Site title and time zone');
    expect(entryDetail({ address: '203.0.113.9', detail: 'wrong two-factor code' }, 'UTC')).toBe('From 203.0.113.9 · Wrong two-factor code');
    expect(entryDetail({}, 'UTC')).toBe('');
  });
});
