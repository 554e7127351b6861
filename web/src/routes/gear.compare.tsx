import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { ComparePage } from '../site/gear/ComparePage.tsx';
import { loadGearCompare } from '../site/gear/loadGear.ts';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/gear/compare')({
  ...pageRoute,
  // Kept raw: `items` is one comma-separated value or one value per ticked box.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ items: search.items }),
  loader: ({ context, deps }) => loadGearCompare(context.queryClient, { items: deps.items }),
  component: () => <RoutePage route={Route} render={(source) => <ComparePage source={source} />} />,
  errorComponent: LoadError,
});
