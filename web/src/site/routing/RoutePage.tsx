import type { ReactNode } from 'react';
import type { HeadSource } from '../seo/headSource.ts';
import { useHead } from '../seo/useHead.ts';

/** A file route, as far as its page needs it: the type of what its loader returns, and the hook that reads it. */
interface LoadedRoute<Source> {
  types: { loaderData: Source };
  useLoaderData: () => unknown;
}

/** A route's page: what the route's loader read, shown by `render`, with <head> kept in step with it. */
export function RoutePage<Source extends HeadSource>({ route, render }: { route: LoadedRoute<Source>; render: (source: Source) => ReactNode }) {
  // The hook answers the route's loader data, which `types.loaderData` names.
  const source = route.useLoaderData() as Source;
  useHead(source);
  return render(source);
}
