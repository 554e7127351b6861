import { createFileRoute } from '@tanstack/react-router';
import { getPublicGetPageQueryOptions } from '../../../codegen/orval/endpoints/pages/pages.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { readFound } from '../site/routing/readFound.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';
import { StaticPage } from '../site/staticPage/StaticPage.tsx';

export const Route = createFileRoute('/$slug')({
  ...pageRoute,
  // Drafts, unknown slugs and paths that are no slug at all are all "no such page".
  loader: async ({ context, params }) => ({ kind: 'page' as const, page: await readFound(context.queryClient.ensureQueryData(getPublicGetPageQueryOptions(params.slug))) }),
  component: () => <RoutePage route={Route} render={(source) => <StaticPage page={source.page} />} />,
  errorComponent: LoadError,
});
