import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadSearch } from './loadSearch.ts';

/** One character, two UTF-16 units. */
const PADDLE = '\u{1F3D3}';

describe('loadSearch', () => {
  it('counts the query in characters as the contract does: 100 emoji are searched, 101 refused', async () => {
    const results = { items: [], total: 0, page: 1, totalPages: 0 };
    const ensureQueryData = vi.fn(async () => ({ status: 200, data: results }));
    const queryClient = { ensureQueryData } as unknown as QueryClient;
    expect(await loadSearch(queryClient, PADDLE.repeat(100), undefined)).toEqual({ kind: 'search', query: PADDLE.repeat(100), results });
    expect(ensureQueryData).toHaveBeenCalledOnce();
    expect(await loadSearch(queryClient, PADDLE.repeat(101), undefined)).toMatchObject({ results: null, refusal: 'Please search for at most 100 characters.' });
    expect(ensureQueryData).toHaveBeenCalledOnce();
  });
});
