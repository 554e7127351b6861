import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { EventsPage } from '../site/events/EventsPage.tsx';
import { loadEvents } from '../site/events/loadEvents.ts';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/events/')({
  ...pageRoute,
  // Kept raw: the loader keeps the filters it knows.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadEvents(context.queryClient, deps.search),
  component: () => <RoutePage route={Route} render={(source) => <EventsPage source={source} />} />,
  errorComponent: LoadError,
});
