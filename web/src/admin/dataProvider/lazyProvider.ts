import type { DataProvider } from 'react-admin';

/**
 * A resource's data provider whose code is fetched on its first call, not with the back office's
 * first screen: every method waits for it, then calls it. Only methods are asked of a provider
 * (plus `then`, which must stay absent so a provider is never taken for a promise).
 */
export function lazyProvider<T extends DataProvider>(load: () => Promise<T>): T {
  let provider: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, method) {
      if (typeof method !== 'string' || method === 'then' || method === 'supportAbortSignal') return undefined;
      return async (...args: unknown[]) => {
        const loaded = await (provider ??= load());
        const call = loaded[method as keyof T];
        if (typeof call !== 'function') throw new TypeError(`The data provider has no method ${method}.`);
        return (call as (...params: unknown[]) => unknown).apply(loaded, args);
      };
    },
  });
}
