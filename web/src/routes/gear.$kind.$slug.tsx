import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { loadGearProduct } from '../site/gear/loadGear.ts';
import { ProductPage } from '../site/gear/ProductPage.tsx';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/gear/$kind/$slug')({
  ...pageRoute,
  // Drafts, unknown kinds and slugs are all "no such page".
  loader: ({ context, params }) => loadGearProduct(context.queryClient, params.kind, params.slug),
  component: () => <RoutePage route={Route} render={(source) => <ProductPage source={source} />} />,
  errorComponent: LoadError,
});
