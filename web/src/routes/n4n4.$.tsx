import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminApp } from '../admin/AdminApp.tsx';
import { startFirstRequests } from '../admin/firstRequests.ts';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { signedInBrowser } from '../auth/signedIn.ts';

// The back office. autoCodeSplitting keeps react-admin and MUI in this route's own chunk.
// A browser that is not signed in goes to the login before that chunk is fetched (a tab without
// the n4n4Auth flag asks the server first); RequireAuth confirms the session before showing the admin.
export const Route = createFileRoute('/n4n4/$')({
  beforeLoad: async ({ location }) => {
    if (!(await signedInBrowser())) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  // The loader is a small chunk of its own, fetched beside the component's (react-admin and MUI).
  codeSplitGroupings: [['loader'], ['component']],
  // On entering (not on moving between its screens): the first requests start while the back
  // office's code is still on its way, instead of after it has run.
  loader: ({ cause, location }) => {
    if (cause === 'enter') startFirstRequests({ pathname: location.pathname, search: location.searchStr });
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
