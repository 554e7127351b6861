import { combineDataProviders, type DataProvider } from 'react-admin';
import { API_ROOT_RESOURCES, createAccountDataProvider, type AccountDataProvider } from './accountDataProvider.ts';
import { createBlogDataProvider, type BlogDataProvider } from './blogDataProvider.ts';
import type { AnalyticsDataProvider } from './analyticsDataProvider.ts';
import { createCommentDataProvider, type CommentDataProvider } from './commentDataProvider.ts';
import type { CourtDataProvider } from './courtDataProvider.ts';
import type { EventDataProvider } from '../events/eventDataProvider.ts';
import type { GearDataProvider } from '../gear/gearDataProvider.ts';
import type { NavigationDataProvider } from '../navigation/navigationDataProvider.ts';
import type { HomePageDataProvider } from '../homepage/homepageDataProvider.ts';
import type { NewsletterDataProvider } from './newsletterDataProvider.ts';
import { createUserDataProvider, type UserDataProvider } from './userDataProvider.ts';
import type { SettingsDataProvider } from './settingsDataProvider.ts';
import { createProfileDataProvider, PROFILE_RESOURCES, type ProfileDataProvider } from './profileDataProvider.ts';
import { createTwoFactorDataProvider, type TwoFactorDataProvider } from './twoFactorDataProvider.ts';
import type { SampleDataProvider } from './sampleDataProvider.ts';
import type { WebhookDataProvider } from '../webhooks/webhookDataProvider.ts';
import { lazyProvider } from './lazyProvider.ts';

/** The newsletter's resources, under /api/newsletter. */
export const NEWSLETTER_RESOURCES = ['subscribers', 'issues'] as const;

/**
 * The back office's one way to the server: the standard react-admin methods plus each resource's
 * custom calls (revisions, preview links, court and event imports, newsletter actions), routed by resource.
 * Screens call them through `useDataProvider<AdminDataProvider>()`.
 */
export type AdminDataProvider = BlogDataProvider & CourtDataProvider & EventDataProvider & NewsletterDataProvider & AccountDataProvider & UserDataProvider & SettingsDataProvider & AnalyticsDataProvider & ProfileDataProvider & TwoFactorDataProvider & CommentDataProvider & NavigationDataProvider & HomePageDataProvider & SampleDataProvider & WebhookDataProvider;

export function createDataProvider(): AdminDataProvider {
  const blog = createBlogDataProvider();
  // Fetched with their screens' code, not with the first screen: only posts, users, the account and
  // comments (the sidebar's count) are needed at once.
  const courts = lazyProvider<CourtDataProvider>(async () => (await import('./courtDataProvider.ts')).createCourtDataProvider());
  const navigation = lazyProvider<NavigationDataProvider>(async () => (await import('../navigation/navigationDataProvider.ts')).createNavigationDataProvider());
  const pages = lazyProvider<DataProvider>(async () => (await import('./staticPageDataProvider.ts')).createStaticPageDataProvider());
  const newsletter = lazyProvider<NewsletterDataProvider>(async () => (await import('./newsletterDataProvider.ts')).createNewsletterDataProvider());
  const settings = lazyProvider<SettingsDataProvider>(async () => (await import('./settingsDataProvider.ts')).createSettingsDataProvider());
  const analytics = lazyProvider<DataProvider & AnalyticsDataProvider>(async () => (await import('./analyticsDataProvider.ts')).createAnalyticsDataProvider());
  const samples = lazyProvider<SampleDataProvider>(async () => (await import('./sampleDataProvider.ts')).createSampleDataProvider());
  const webhooks = lazyProvider<WebhookDataProvider>(async () => (await import('../webhooks/webhookDataProvider.ts')).createWebhookDataProvider());
  const gear = lazyProvider<GearDataProvider>(async () => (await import('../gear/gearDataProvider.ts')).createGearDataProvider());
  const gearReviews = lazyProvider<DataProvider>(async () => (await import('../gear/reviewDataProvider.ts')).createReviewDataProvider());
  const events = lazyProvider<EventDataProvider>(async () => (await import('../events/eventDataProvider.ts')).createEventDataProvider());
  const homepage = lazyProvider<HomePageDataProvider>(async () => (await import('../homepage/homepageDataProvider.ts')).createHomePageDataProvider());
  const apiRoot = createAccountDataProvider();
  const users = createUserDataProvider();
  const profile = createProfileDataProvider();
  const twoFactor = createTwoFactorDataProvider();
  const comments = createCommentDataProvider();
  return combineDataProviders((resource) => {
    if (resource === 'sampleContent') return samples;
    if (resource === 'webhooks') return webhooks;
    if (resource === 'courts') return courts;
    if (resource === 'gear') return gear;
    if (resource === 'gearReviews') return gearReviews;
    if (resource === 'events') return events;
    if (resource === 'pages') return pages;
    if (resource === 'users') return users;
    if ((API_ROOT_RESOURCES as readonly string[]).includes(resource)) return apiRoot;
    if (resource === 'settings') return settings;
    if (resource === 'navigation') return navigation;
    if (resource === 'homepage') return homepage;
    if (resource === 'analytics') return analytics;
    if ((PROFILE_RESOURCES as readonly string[]).includes(resource)) return profile;
    if (resource === 'twoFactor') return twoFactor;
    if (resource === 'comments') return comments;
    if ((NEWSLETTER_RESOURCES as readonly string[]).includes(resource)) return newsletter;
    return blog;
  }) as AdminDataProvider;
}
