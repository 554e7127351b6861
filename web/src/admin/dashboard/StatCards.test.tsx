import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { StatCards } from './StatCards.tsx';

type Summary = { days: number; views: number; visitors: number; previousViews: number; previousVisitors: number };
const SUMMARY: Summary = { days: 30, views: 1500, visitors: 700, previousViews: 1200, previousVisitors: 650 };

function renderCards(
  staffCount: () => Promise<{ data: number }>,
  postTotal = 37,
  analyticsSummary: () => Promise<{ data: Summary }> = async () => ({ data: SUMMARY }),
  commentCounts: () => Promise<{ data: { approved: number; pending: number } }> = async () => ({ data: { approved: 812, pending: 3 } }),
) {
  const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: postTotal }));
  render(
    <AdminContext dataProvider={testDataProvider({ getList, staffCount, analyticsSummary, commentCounts } as never)}>
      <StatCards />
    </AdminContext>,
  );
  return { getList };
}

/** Every figure the cards show, in the order they show them (each text on its own: a figure and its note are two). */
function figures(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  while (walker.nextNode()) found.push(...((walker.currentNode.textContent ?? '').match(/\d[\d,]*/g) ?? []));
  return found;
}

describe('the dashboard’s figures', () => {
  it('shows only what the server counted: page views of 30 days with their change, posts, staff accounts, and comments with those pending', async () => {
    const { getList } = renderCards(async () => ({ data: 4 }), 1234);
    await waitFor(() => expect(screen.getByText('1,234')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('4')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('1,500')).toBeTruthy());
    expect(getList).toHaveBeenCalledWith('posts', expect.objectContaining({ pagination: { page: 1, perPage: 1 } }));
    expect(screen.getByText('+25% on the 30 days before')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('812')).toBeTruthy());
    expect(screen.getByText('3 pending')).toBeTruthy();
    // Nothing else: no invented views, users or comments.
    expect(figures()).toEqual(['1,500', '25', '30', '4', '1,234', '812', '3']);
  });

  it('leaves Page Views out for a role that may not read the analytics', async () => {
    renderCards(async () => ({ data: 2 }), 5, async () => Promise.reject(new Error('Forbidden')));
    await waitFor(() => expect(screen.getByText('5')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('Page Views')).toBeNull());
  });

  it('leaves Total Users out when the server has no count of staff accounts, and shows a placeholder while it asks', async () => {
    let fail: (error: Error) => void = () => {};
    renderCards(() => new Promise((_resolve, reject) => (fail = reject)), 9, async () => Promise.reject(new Error('Forbidden')), async () => ({ data: { approved: 0, pending: 0 } }));
    await waitFor(() => expect(screen.getByText('9')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('0 pending')).toBeTruthy());
    expect(screen.getByText('Total Users')).toBeTruthy();
    expect(screen.getByLabelText('Loading Total Users')).toBeTruthy();
    fail(new Error('Not Found'));
    await waitFor(() => expect(screen.queryByText('Total Users')).toBeNull());
    expect(figures()).toEqual(['9', '0', '0']);
  });
});
