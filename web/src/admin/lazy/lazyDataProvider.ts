import type { DataProvider } from 'react-admin';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * A data provider whose code is fetched on its first call, not with the back office: the
 * standard methods wait for `load` once, then hand each call to the provider it made.
 */
export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let loaded: Promise<DataProvider> | undefined;
  const provider = () => (loaded ??= load());
  return Object.fromEntries(
    METHODS.map((method) => [method, async (...args: unknown[]) => ((await provider())[method] as (...a: unknown[]) => Promise<unknown>)(...args)]),
  ) as unknown as DataProvider;
}
