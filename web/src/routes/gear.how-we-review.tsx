import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../site/gear/MethodPage.tsx';
import type { GearMethodSource } from '../site/gear/loadGear.ts';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/gear/how-we-review')({
  ...pageRoute,
  loader: (): GearMethodSource => ({ kind: 'gearMethod' }),
  component: () => <RoutePage route={Route} render={() => <MethodPage />} />,
});
