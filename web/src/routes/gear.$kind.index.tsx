import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { GearListPage } from '../site/gear/GearListPage.tsx';
import { loadGearList } from '../site/gear/loadGear.ts';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/gear/$kind/')({
  ...pageRoute,
  // Kept raw: the loader keeps the filters it knows.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  // An unknown kind is "no such page".
  loader: ({ context, params, deps }) => loadGearList(context.queryClient, params.kind, deps.search),
  component: () => <RoutePage route={Route} render={(source) => <GearListPage source={source} />} />,
  errorComponent: LoadError,
});
