import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { toEventForm, toEventInput } from './eventInput.ts';
import { EventList } from './EventList.tsx';

const OPEN_PLAY: Event = {
  id: 7,
  kind: 'open-play',
  title: 'Tuesday open play',
  slug: 'tuesday-open-play',
  description: '',
  start: '2026-10-20T18:00',
  end: '2026-10-20T20:00',
  recurrence: { days: ['tu', 'th'], until: '2026-12-29' },
  exceptions: { cancelled: ['2026-11-03', '2026-11-05'], moved: [{ date: '2026-11-10', start: '2026-11-11T18:00' }] },
  courtId: null,
  address: '100 Main St, Austin, TX 78701',
  skillLevels: ['3.0', '3.5'],
  costCents: 500,
  capacity: 24,
  registrationUrl: '',
  organizerName: '',
  organizerContact: '',
  status: 'scheduled',
  previousStart: null,
  publication: 'draft',
  authorId: 1,
  sequence: 3,
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('EventList', () => {
  it('lists each event with when it happens and its publication, and opens it with its cost in dollars and its cancelled dates', async () => {
    const getList = vi.fn(async () => ({ data: [toEventForm(OPEN_PLAY as never)], total: 1 }));
    renderAdmin(<EventList />, { getList, getOne: async () => ({ data: toEventForm(OPEN_PLAY as never) }), getMany: async () => ({ data: [] }) });
    const table = await screen.findByRole('table', { name: 'Events' });
    const row = within(table).getByText('Tuesday open play').closest('tr')!;
    expect(within(row).getByText('Tue, Thu 18:00, weekly until 2026-12-29')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('events', expect.objectContaining({ sort: { field: 'start', order: 'ASC' } }));
    expect(screen.getByRole('button', { name: 'New Event' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Tuesday open play' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Cost (USD)') as HTMLInputElement).value).toBe('5'));
    expect((within(dialog).getByLabelText('Cancelled dates') as HTMLTextAreaElement).value).toBe('2026-11-03\n2026-11-05');
  });
});

describe('an event as sent', () => {
  it('carries the contract fields only: cost in cents, the series with its cancelled and moved dates, none without weekdays', () => {
    const sent = toEventInput({ ...toEventForm(OPEN_PLAY as never), costDollars: 7.5, cancelledDates: '2026-11-03, 2026-11-12\n' });
    expect(sent).not.toHaveProperty('id');
    expect(sent).not.toHaveProperty('sequence');
    expect(sent).toMatchObject({ costCents: 750, recurrence: { days: ['tu', 'th'], until: '2026-12-29' }, exceptions: { cancelled: ['2026-11-03', '2026-11-12'], moved: OPEN_PLAY.exceptions.moved } });
    const single = toEventInput({ ...toEventForm(OPEN_PLAY as never), weeklyDays: [], until: '', costDollars: '' });
    expect(single).toMatchObject({ recurrence: null, exceptions: { cancelled: [], moved: [] }, costCents: null });
  });
});
