import { createFileRoute, redirect } from '@tanstack/react-router';

// Public links point to /admin/...; the admin lives at /n4n4/..., so every /admin path is an alias.
export const Route = createFileRoute('/admin/$')({
  beforeLoad: ({ params, location }) => {
    const rest = params._splat ? `/${params._splat}` : '';
    throw redirect({ href: `/n4n4${rest}${location.searchStr ?? ''}`, replace: true });
  },
});
