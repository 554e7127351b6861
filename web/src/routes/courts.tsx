import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { CourtsPage } from '../site/courts/CourtsPage.tsx';
import { loadCourts } from '../site/courts/loadCourts.ts';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/courts')({
  ...pageRoute,
  // Kept raw: the loader keeps the search it knows.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadCourts(context.queryClient, deps.search),
  component: () => <RoutePage route={Route} render={(source) => <CourtsPage source={source} />} />,
  errorComponent: LoadError,
});
