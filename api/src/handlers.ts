import { activityHandlers } from './activity/handlers.ts';
import { analyticsHandlers } from './analytics/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import type { Services } from './compose.ts';
import { commentHandlers } from './comments/handlers.ts';
import { courtHandlers } from './courts/handlers.ts';
import { eventHandlers } from './events/handlers.ts';
import { gearHandlers } from './gear/handlers.ts';
import { healthHandlers } from './health/handlers.ts';
import { homepageHandlers } from './homepage/handlers.ts';
import type { HandlerGroups } from './http/operations.ts';
import { memberHandlers } from './members/handlers.ts';
import { navigationHandlers } from './navigation/handlers.ts';
import { newsletterHandlers } from './newsletter/handlers.ts';
import { portabilityHandlers } from './portability/handlers.ts';
import { postHandlers } from './posts/handlers.ts';
import { previewHandlers } from './previews/handlers.ts';
import { revisionHandlers } from './posts/revisions/handlers.ts';
import { publicHandlers } from './public/handlers.ts';
import { publicPageHandlers, staticPageHandlers } from './staticPages/handlers.ts';
import { sessionHandlers } from './sessions/handlers.ts';
import { pageRevisionHandlers } from './staticPages/revisionHandlers.ts';
import { searchHandlers } from './search/handlers.ts';
import { sampleContentHandlers } from './seed/handlers.ts';
import { settingsHandlers } from './settings/handlers.ts';
import { categoryHandlers, tagHandlers } from './taxonomy/handlers.ts';
import { twoFactorHandlers } from './twoFactor/handlers.ts';
import { uploadHandlers } from './uploads/handlers.ts';
import { userHandlers } from './users/handlers.ts';
import { webhookHandlers } from './webhooks/handlers.ts';

/**
 * Handlers by operationId group (`posts.list` is `createHandlers(services).posts.list`), each
 * resource's built over its service.
 */
export function createHandlers(services: Services): HandlerGroups {
  return {
    health: healthHandlers(services),
    auth: authHandlers(services),
    posts: postHandlers(services.posts),
    revisions: revisionHandlers(services.postRevisions),
    previews: previewHandlers(services.postPreviews),
    categories: categoryHandlers(services.categories),
    tags: tagHandlers(services.tags),
    courts: courtHandlers(services.courts),
    gear: gearHandlers(services.gear),
    events: eventHandlers(services.events),
    navigation: navigationHandlers(services.navigation),
    homepage: homepageHandlers(services.homepage),
    uploads: uploadHandlers(services.uploads),
    newsletter: newsletterHandlers({ ...services.newsletter, signupLimiter: services.signupLimiter, countSignup: (page) => services.analytics.recordSignup(page) }),
    members: memberHandlers({ members: services.members, afterAnswer: services.newsletter.afterAnswer }),
    comments: commentHandlers(services.comments),
    activity: activityHandlers(services.activity),
    public: { ...publicHandlers(services.publicReads), ...publicPageHandlers(services.publicPages) },
    pages: staticPageHandlers(services.staticPages),
    pageRevisions: pageRevisionHandlers(services.pageRevisions),
    pagePreviews: previewHandlers(services.pagePreviews),
    search: searchHandlers(services.search),
    users: userHandlers(services.users),
    sessions: sessionHandlers(services.accountSessions),
    settings: settingsHandlers(services.settings),
    analytics: analyticsHandlers(services.analytics),
    twoFactor: twoFactorHandlers(services),
    portability: portabilityHandlers(services.portability, services.imports, services.importJobs),
    sampleContent: sampleContentHandlers(services.sampleContent),
    webhooks: webhookHandlers(services.webhooks),
  };
}
