import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from './lazyDataProvider.ts';

describe('lazyDataProvider', () => {
  it('loads the provider on the first call only, then hands every call and its answer through', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
    const getOne = vi.fn(async () => ({ data: { id: 7 } }));
    const load = vi.fn(async () => ({ getList, getOne }) as unknown as DataProvider);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();

    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await expect(provider.getList('users', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await expect(provider.getOne('users', { id: 7 })).resolves.toEqual({ data: { id: 7 } });
    expect(getList).toHaveBeenCalledWith('users', params);
    expect(getOne).toHaveBeenCalledWith('users', { id: 7 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the provider’s errors on', async () => {
    const provider = lazyDataProvider(async () => ({ delete: async () => Promise.reject(new Error('gone')) }) as unknown as DataProvider);
    await expect(provider.delete('pages', { id: 1 })).rejects.toThrow('gone');
  });
});
