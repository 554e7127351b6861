import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen whose module is fetched the first time it renders (React.lazy over a named export).
 * react-admin's layout shows its spinner (Suspense) while the module arrives.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
