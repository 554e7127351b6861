import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import type { Subscriber } from '../../../../codegen/hey-api/types.gen.ts';
import { SubscriberList } from './SubscriberList.tsx';

const rows: Subscriber[] = [
  { id: 'a'.repeat(24), email: 'dinker@example.com', status: 'confirmed', createdAt: '2026-11-01T10:00:00Z', confirmedAt: '2026-11-01T10:05:00Z', consentIp: '192.0.2.1', consentUserAgent: 'Mail', unsubscribedAt: null, source: 'signup', consentNote: null },
  { id: 'b'.repeat(24), email: 'lobber@example.com', status: 'pending', createdAt: '2026-11-02T10:00:00Z', confirmedAt: null, consentIp: null, consentUserAgent: null, unsubscribedAt: null, source: 'staff', consentNote: 'Met at the club open day' },
];

describe('SubscriberList', () => {
  it('shows the counts by status, each subscriber with a status and a delete button, and the CSV export', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: { status?: string } }) => {
      const status = params.filter.status;
      const data = status ? rows.filter((row) => row.status === status) : rows;
      return { data, total: status === 'unsubscribed' ? 7 : data.length };
    });
    renderAdmin(<SubscriberList />, { getList });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const dinker = within(table).getByText('dinker@example.com').closest('tr')!;
    expect(within(dinker).getByText('Confirmed')).toBeTruthy();
    expect(within(dinker).getAllByText('Nov 1, 2026')).toHaveLength(2);
    expect(within(dinker).getByRole('button', { name: 'Delete dinker@example.com' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Unsubscribed: 7')).toBeTruthy());
    expect(screen.getByText('Confirmed: 1')).toBeTruthy();
    expect(screen.getByText('Pending: 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/newsletter/subscribers.csv');
    // Readers added by staff are marked, with the consent note the admin typed.
    const lobber = within(table).getByText('lobber@example.com').closest('tr')!;
    expect(within(lobber).getByText('Added by staff: Met at the club open day')).toBeTruthy();
    expect(within(dinker).queryByText(/Added by staff|Imported/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Subscriber' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeTruthy();
  });
});
