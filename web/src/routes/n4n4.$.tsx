import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminApp } from '../admin/AdminApp.tsx';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { hasSessionFlag } from '../auth/flag.ts';

// The back office. autoCodeSplitting keeps react-admin and MUI in this route's own chunk.
// Without the n4n4Auth flag the visitor goes to the login before that chunk is fetched;
// with it, RequireAuth confirms the session with the server before showing the admin.
export const Route = createFileRoute('/n4n4/$')({
  beforeLoad: ({ location }) => {
    if (!hasSessionFlag()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  component: GuardedAdmin,
});

function GuardedAdmin() {
  return (
    <RequireAuth>
      <AdminApp />
    </RequireAuth>
  );
}
