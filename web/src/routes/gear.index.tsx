import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { GearHome } from '../site/gear/GearHome.tsx';
import { loadGearHome } from '../site/gear/loadGear.ts';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/gear/')({
  ...pageRoute,
  loader: ({ context }) => loadGearHome(context.queryClient),
  component: () => <RoutePage route={Route} render={(source) => <GearHome source={source} />} />,
  errorComponent: LoadError,
});
