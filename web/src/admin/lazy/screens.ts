import { gated } from '../common/RoleGate.tsx';
import { lazyScreen } from './lazyScreen.ts';

// The back office's screens outside its resources, each fetched when first opened.
export const Dashboard = lazyScreen(() => import('../dashboard/Dashboard.tsx'), 'Dashboard');
// Opened only by the roles that may read them; the others are told so (their code is not fetched).
export const AnalyticsPage = gated(lazyScreen(() => import('../analytics/AnalyticsPage.tsx'), 'AnalyticsPage'), 'analytics.report', 'Analytics');
export const SettingsPage = gated(lazyScreen(() => import('../settings/SettingsPage.tsx'), 'SettingsPage'), 'settings.get', 'Settings');
export const NavigationScreen = gated(lazyScreen(() => import('../navigation/NavigationScreen.tsx'), 'NavigationScreen'), 'navigation.get', 'Navigation');
export const HomePageScreen = gated(lazyScreen(() => import('../homepage/HomePageScreen.tsx'), 'HomePageScreen'), 'homepage.get', 'Home page');
export const ProfileScreen = lazyScreen(() => import('../profile/ProfileScreen.tsx'), 'ProfileScreen');
export const TwoFactorPage = lazyScreen(() => import('../profile/TwoFactorPage.tsx'), 'TwoFactorPage');
