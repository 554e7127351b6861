import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { EventDialog } from './EventDialog.tsx';
import { toEventForm, toEventInput } from './eventInput.ts';
import { SETTINGS_DEFAULTS } from '../../../../common/settings.ts';
import { nextSeriesDates, todayIn } from './seriesDates.ts';

const DAY_MS = 86_400_000;
/** Days in the site's zone (the settings' default: the tests answer no settings). */
const localToday = () => todayIn(SETTINGS_DEFAULTS.timeZone);
const later = (days: number) => todayIn(SETTINGS_DEFAULTS.timeZone, new Date(Date.now() + days * DAY_MS));

/** A Tuesday and Thursday series that began a week ago and runs three months more. */
const series = (): Event => ({
  id: 7,
  kind: 'open-play',
  title: 'Tuesday open play',
  slug: 'tuesday-open-play',
  description: '',
  start: `${later(-7)}T18:00`,
  end: `${later(-7)}T20:00`,
  recurrence: { days: ['tu', 'th'], until: later(90) },
  exceptions: { cancelled: [], moved: [] },
  courtId: null,
  address: '100 Main St, Austin, TX 78701',
  skillLevels: ['all'],
  costCents: null,
  capacity: null,
  registrationUrl: '',
  organizerName: '',
  organizerContact: '',
  status: 'scheduled',
  previousStart: null,
  publication: 'published',
  authorId: 1,
  sequence: 3,
  updatedAt: '2026-11-02T10:00:00.000Z',
});

describe('a series\' next dates in the event dialog', () => {
  it('counts the next dates of the series from today', () => {
    expect(nextSeriesDates('2026-11-03T18:00', ['tu', 'th'], '2026-12-31', '2026-11-27', 3)).toEqual(['2026-12-01', '2026-12-03', '2026-12-08']);
    expect(nextSeriesDates('2026-12-10T18:00', ['sa'], '2026-12-14', '2026-11-27', 8)).toEqual(['2026-12-12']);
    expect(nextSeriesDates('2026-11-03T18:00', [], '2026-12-31', '2026-11-27', 3)).toEqual([]);
  });

  it('cancels one date and moves another, and saves both with the event', async () => {
    const event = series();
    const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: params.data }));
    renderAdmin(<EventDialog open record={{ id: event.id, ...toEventForm(event as never) }} onClose={() => {}} />, { getOne: async () => ({ data: toEventForm(event as never) }), getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }), update });
    const dates = await screen.findByRole('list', { name: 'Next dates' });
    const items = within(dates).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    const [first, second] = nextSeriesDates(event.start, ['tu', 'th'], event.recurrence!.until, localToday(), 2) as [string, string];
    expect(items[0]!.textContent).toContain(`${first} 18:00`);

    fireEvent.click(within(items[0]!).getByRole('button', { name: /^Cancel this date/ }));
    expect(within(items[0]!).getByText(/Cancelled/)).toBeTruthy();

    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Move this date/ }));
    fireEvent.change(within(items[1]!).getByLabelText(`New start for ${second}`), { target: { value: `${second}T19:30` } });
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Keep this move' }));
    expect(items[1]!.textContent).toContain(`Moved to ${second} 19:30`);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(toEventInput(update.mock.calls[0]![1].data).exceptions).toEqual({ cancelled: [first], moved: [{ date: second, start: `${second}T19:30` }] });
  });

  it('restores a cancelled date, and shows nothing for a single event', async () => {
    const event = series();
    const [first] = nextSeriesDates(event.start, ['tu', 'th'], event.recurrence!.until, localToday(), 1) as [string];
    const cancelledFirst = { ...event, exceptions: { cancelled: [first], moved: [] } };
    const { unmount } = renderAdmin(<EventDialog open record={{ id: cancelledFirst.id, ...toEventForm(cancelledFirst as never) }} onClose={() => {}} />, { getOne: async () => ({ data: toEventForm(cancelledFirst as never) }), getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) });
    const item = within(await screen.findByRole('list', { name: 'Next dates' })).getAllByRole('listitem')[0]!;
    fireEvent.click(within(item).getByRole('button', { name: /^Restore this date/ }));
    expect((screen.getByLabelText('Cancelled dates') as HTMLTextAreaElement).value).toBe('');
    unmount();

    const single = { ...event, recurrence: null, start: `${later(3)}T18:00`, end: `${later(3)}T20:00` };
    renderAdmin(<EventDialog open record={{ id: single.id, ...toEventForm(single as never) }} onClose={() => {}} />, { getOne: async () => ({ data: toEventForm(single as never) }), getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('list', { name: 'Next dates' })).toBeNull();
  });
});
