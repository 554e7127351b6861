import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { lazyProvider } from './lazyProvider.ts';

describe('a data provider fetched on first use', () => {
  it('loads nothing until called, then loads once and answers each call', async () => {
    const getOne = vi.fn(async (_resource: string, params: { id: number }) => ({ data: { id: params.id } }));
    const load = vi.fn(async () => ({ getOne }) as unknown as DataProvider);
    const provider = lazyProvider(load);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([provider.getOne('gear', { id: 1 }), provider.getOne('gear', { id: 2 })]);
    expect([first.data, second.data]).toEqual([{ id: 1 }, { id: 2 }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(getOne).toHaveBeenCalledWith('gear', { id: 2 });
  });

  it('is not taken for a promise, and says which method the provider lacks', async () => {
    const provider = lazyProvider(async () => ({}) as DataProvider);
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(provider)).resolves.toBe(provider);
    await expect(provider.getList('gear', {} as never)).rejects.toThrow('The data provider has no method getList.');
  });
});
