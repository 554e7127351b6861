import { createFileRoute } from '@tanstack/react-router';
import { getEventsReadQueryOptions } from '../../../codegen/orval/endpoints/events/events.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { EventPage } from '../site/events/EventPage.tsx';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { readFound } from '../site/routing/readFound.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/events/$slug')({
  ...pageRoute,
  // Drafts, unknown slugs and malformed ones are all "no such page".
  loader: async ({ context, params }) => ({ kind: 'event' as const, event: await readFound(context.queryClient.ensureQueryData(getEventsReadQueryOptions(params.slug))) }),
  component: () => <RoutePage route={Route} render={(source) => <EventPage event={source.event} />} />,
  errorComponent: LoadError,
});
