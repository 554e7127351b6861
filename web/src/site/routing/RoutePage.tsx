import type { ReactNode } from 'react';
import type { HeadSource } from '../seo/headSource.ts';
import { useHead } from '../seo/useHead.ts';

interface LoadedRoute<Source> {
  useLoaderData: () => Source;
}

/** A route's page: what the route's loader read, shown by `render`, with <head> kept in step with it. */
export function RoutePage<Source extends HeadSource>({ route, render }: { route: LoadedRoute<Source>; render: (source: Source) => ReactNode }) {
  const source = route.useLoaderData();
  useHead(source);
  return render(source);
}
