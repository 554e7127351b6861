import { useRouter } from '@tanstack/react-router';
import { tanStackRouterProvider } from 'ra-router-tanstack';
import { useEffect, useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { AccessDenied, AdminContext, AuthenticationError, CoreAdminUI, CustomRoutes, defaultI18nProvider, Error as ErrorScreen, LoadingPage, memoryStore, NotFound, Resource } from 'react-admin';
import activity from './activity/index.ts';
import { createAuthProvider } from './authProvider.ts';
import categories from './categories/index.ts';
import courts from './courts/index.ts';
import comments from './comments/index.ts';
import gear from './gear/index.ts';
import gearReviews from './gear/reviews.ts';
import events from './events/index.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { keepListRowsOutOfRecordCache } from './dataProvider/wholeRecords.ts';
import { adminTheme, Layout, Notification } from './layout/index.ts';
import newsletter from './newsletter/index.ts';
import { AnalyticsPage, Dashboard, HomePageScreen, NavigationScreen, ProfileScreen, SettingsPage, TwoFactorPage } from './lazy/screens.ts';
import pages, { OldEditPageLink, OldNewPageLink } from './pages/index.ts';
import posts, { PostCreate, preloadPostEditor } from './posts/index.ts';
import { queryClient } from '../api/queryClient.ts';
import subscribers from './subscribers/index.ts';
import tags from './tags/index.ts';
import users from './users/index.ts';
import webhooks from './webhooks/index.ts';

const { Route } = tanStackRouterProvider;
const dataProvider = createDataProvider();
// Before any admin query runs: a post's list row never stands in for the post in the editor.
keepListRowsOutOfRecordCache(queryClient);
/** Long enough for the first screen's requests and render to go first. */
const EDITOR_PRELOAD_DELAY_MS = 1_500;

/** An unknown back-office path: react-admin's not-found screen. */
const CatchAll = () => <NotFound />;

/** The Blog CMS back office at /n4n4, sharing the app's TanStack Router. */
export function AdminApp() {
  const router = useRouter();
  const authProvider = useMemo(() => createAuthProvider((href) => void router.navigate({ href, replace: true })), [router]);
  // Opening a post is the next step on most visits: fetch the editor once the first screen is up.
  useEffect(() => {
    const timer = setTimeout(preloadPostEditor, EDITOR_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // react-admin's <Admin> with its parts named here: its default sign-in page (and the form library
  // under it) would otherwise ride in the back office's first load, though sign-in is the site's /login.
  return (
    <AdminContext
      routerProvider={tanStackRouterProvider}
      basename="/n4n4"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      // The app's one client and its one setting; the admin's queries have keys of their own.
      queryClient={queryClient}
      store={memoryStore()}
      theme={adminTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Blog CMS"
          layout={Layout}
          dashboard={Dashboard}
          loginPage={false}
          catchAll={CatchAll}
          error={ErrorScreen}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          disableTelemetry
        >
          <Resource name="posts" {...posts}>
            <Route path="new" element={<PostCreate />} />
          </Resource>
          <Resource name="pages" {...pages}>
            {/* The editor's addresses before pages were a resource, kept for bookmarks. */}
            <Route path="editor" element={<OldNewPageLink />} />
            <Route path="editor/:id" element={<OldEditPageLink />} />
          </Resource>
          <Resource name="categories" {...categories} />
          <Resource name="tags" {...tags} />
          <Resource name="courts" {...courts} />
          <Resource name="gear" {...gear} />
          <Resource name="gearReviews" {...gearReviews} />
          <Resource name="events" {...events} />
          <Resource name="comments" {...comments} />
          <Resource name="users" {...users} />
          <Resource name="subscribers" {...subscribers} />
          <Resource name="issues" {...newsletter} />
          <Resource name="activity" {...activity} />
          <Resource name="webhooks" {...webhooks} />
          <CustomRoutes>
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route path="/navigation" element={<NavigationScreen />} />
            <Route path="/homepage" element={<HomePageScreen />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/profile" element={<ProfileScreen />} />
            <Route path="/two-factor" element={<TwoFactorPage />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
