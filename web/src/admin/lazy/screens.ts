import { lazyScreen } from './lazyScreen.ts';

// The back office's screens outside its resources, each fetched when first opened.
export const Dashboard = lazyScreen(() => import('../dashboard/Dashboard.tsx'), 'Dashboard');
export const PageList = lazyScreen(() => import('../pages/PageList.tsx'), 'PageList');
export const PageEditor = lazyScreen(() => import('../pages/PageEditor.tsx'), 'PageEditor');
export const AnalyticsPage = lazyScreen(() => import('../analytics/AnalyticsPage.tsx'), 'AnalyticsPage');
export const SettingsPage = lazyScreen(() => import('../settings/SettingsPage.tsx'), 'SettingsPage');
export const ProfileScreen = lazyScreen(() => import('../profile/ProfileScreen.tsx'), 'ProfileScreen');
export const TwoFactorPage = lazyScreen(() => import('../profile/TwoFactorPage.tsx'), 'TwoFactorPage');
