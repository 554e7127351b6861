import path from 'node:path';
import { createActivityRepository } from './activity/repository/activityRepository.ts';
import { createActivityService, type ActivityService } from './activity/service.ts';
import { createCountRepository, createInsertOnlyCountRepository } from './analytics/repository/countRepository.ts';
import { indexedCountRepository } from './analytics/repository/indexedCountRepository.ts';
import { refreshedCountRepository } from './analytics/repository/refreshedCountRepository.ts';
import { createSaltRepository } from './analytics/repository/saltRepository.ts';
import { publicPageCheck } from './analytics/publicPaths.ts';
import { setUpAnalytics } from './analytics/setup.ts';
import { createLoginLimiter } from './auth/rateLimit.ts';
import { DatabaseAttemptStore } from './auth/attemptStore.ts';
import { createAttemptRepository } from './auth/repository/attemptRepository.ts';
import { createMailQuota, MAIL_QUOTA_WINDOW_MS, type MailQuota } from './mail/quota.ts';
import { createSessionRepository } from './auth/repository/sessionRepository.ts';
import { createResetLimiter } from './auth/resetLimit.ts';
import { SessionStore } from './auth/sessionStore.ts';
import type { Config } from './config.ts';
import { commentAddressKey } from './comments/addressKey.ts';
import { createAddressBlockRepository } from './comments/repository/addressBlockRepository.ts';
import { createCommentRepository } from './comments/repository/commentRepository.ts';
import { indexedCommentRepository } from './comments/repository/indexedCommentRepository.ts';
import { createCommentService } from './comments/service.ts';
import { createCommentDigest } from './comments/digest.ts';
import { createDigestMail } from './comments/digestMail.tsx';
import { createCourtRepository } from './courts/repository/courtRepository.ts';
import { indexedCourtRepository } from './courts/repository/indexedCourtRepository.ts';
import { createCourtService } from './courts/service.ts';
import type { Engine } from './db/launcher.ts';
import { createGearRepository } from './gear/repository/gearRepository.ts';
import { createGearService } from './gear/service.ts';
import { composeNavigation } from './navigation/compose.ts';
import { createHomePageRepository } from './homepage/repository/homepageRepository.ts';
import { createHomePageService } from './homepage/service.ts';
import { createEventRepository } from './events/repository/eventRepository.ts';
import { createEventService } from './events/service.ts';
import { leastRoleOf } from './http/operations.ts';
import { MEMBER_SIGN_IN_PAGE } from './members/linkPaths.ts';
import { createMemberMail } from './members/mail.tsx';
import { createMemberRepository } from './members/repository/memberRepository.ts';
import { createMemberService } from './members/service.ts';
import type { Logger } from './logger.ts';
import { createAfterAnswer } from './newsletter/afterAnswer.ts';
import { createIssueService } from './newsletter/issueService.ts';
import { createMailer } from './mail/mailer.ts';
import { createNewsletterMail, MAIL_CONNECTIONS } from './newsletter/mailing.ts';
import { createDeliveryRepository } from './newsletter/repository/deliveryRepository.ts';
import { createIssueRepository } from './newsletter/repository/issueRepository.ts';
import { createSubscriberRepository } from './newsletter/repository/subscriberRepository.ts';
import { DEFAULT_SENDER_OPTIONS, NewsletterSender } from './newsletter/sender.ts';
import { createSignupLimiter } from './newsletter/signupLimit.ts';
import { createSubscriberService } from './newsletter/subscriberService.ts';
import { createBackupFailureMail } from './portability/backupMail.tsx';
import { createBackups } from './portability/backups.ts';
import { createImportJobs } from './portability/importJobs.ts';
import { createImportService } from './portability/importService.ts';
import { createImportJobRepository } from './portability/repository/importJobs.ts';
import { createImportStateRepository } from './portability/repository/importState.ts';
import { createSiteContentRepository } from './portability/repository/siteContent.ts';
import { createSiteDataRepository } from './portability/repository/siteData.ts';
import { createSecretBox } from './twoFactor/secretBox.ts';
import { createPortabilityService } from './portability/service.ts';
import { createSampleRecordRepository } from './seed/repository/sampleRecords.ts';
import { createSampleContentService } from './seed/service.ts';
import { createPreviewService } from './posts/previews/service.ts';
import { createPreviewLinkService } from './previews/service.ts';
import { indexedPostRepository } from './posts/repository/indexedPostRepository.ts';
import { createPostRepository } from './posts/repository/postRepository.ts';
import { createRevisionService } from './posts/revisions/service.ts';
import { createPostService } from './posts/service.ts';
import { createAuthorLookup } from './public/authors.ts';
import { createPublicCache } from './public/cache.ts';
import { createPublicReadService } from './public/service.ts';
import { createPublicPageReads } from './staticPages/publicReads.ts';
import { reservedSlugs } from './staticPages/reservedSlugs.ts';
import { createPageRevisionService } from './staticPages/revisions.ts';
import { createStaticPageRepository } from './staticPages/repository/staticPageRepository.ts';
import { createStaticPageService } from './staticPages/service.ts';
import { composeSearch } from './search/compose.ts';
import { pageSearchSource } from './search/pageSource.ts';
import { eventSearchSource } from './search/eventSource.ts';
import { productSearchSource } from './search/productSource.ts';
import { createSessionService } from './sessions/service.ts';
import { createSettingsRepository } from './settings/repository/settingsRepository.ts';
import { createSettingsService } from './settings/service.ts';
import { withSiteName } from './settings/mailFromName.ts';
import type { SiteSettingsReader } from './settings/reader.ts';
import { createTermRepository } from './taxonomy/repository/termRepository.ts';
import { createTermService } from './taxonomy/service.ts';
import { createTermLookup } from './taxonomy/termLookup.ts';
import { imageInfo } from './uploads/imageInfo.ts';
import { createUploadRepository } from './uploads/repository/uploadRepository.ts';
import { createUploadService } from './uploads/service.ts';
import { createAccountMail } from './users/accountMail.tsx';
import { createUserRepository } from './users/repository/userRepository.ts';
import { createUserService } from './users/service.ts';
import { composeTwoFactor } from './twoFactor/compose.ts';
import { atLeast } from './users/user.ts';
import { reportingToWebhooks } from './webhooks/fromActivity.ts';
import { createWebhookRepository } from './webhooks/repository/webhookRepository.ts';
import { loopbackOnly, loopbackResolve, sendDelivery } from './webhooks/send.ts';
import { createWebhookService, DEFAULT_RETRY } from './webhooks/service.ts';

export interface CompositionOptions {
  config: Config;
  logger: Logger;
  engine: Engine;
}

/**
 * The composition root: every repository and service of the app, each built once with its
 * collaborators passed in. The only code outside db/ that knows which database engine runs:
 * the embedded FerretDB belongs to this process alone, so repositories whose queries it answers
 * slowly are wrapped in an in-memory index here.
 */
export function composeServices({ config, logger, engine }: CompositionOptions) {
  const embedded = engine === 'ferretdb';
  const termRepositories = { category: createTermRepository('category'), tag: createTermRepository('tag') };
  const terms = createTermLookup(termRepositories);
  const postRepository = embedded ? indexedPostRepository(createPostRepository()) : createPostRepository();
  const userRepository = createUserRepository();
  const isAuthor = async (id: number) => {
    const user = await userRepository.get(id);
    return !!user && user.isActive && atLeast(user.role, 'author');
  };
  const webhooks = createWebhookService({
    repository: createWebhookRepository(),
    retry: { ...DEFAULT_RETRY, baseMs: config.webhookRetryMs },
    ...(config.webhookLoopbackOnly ? { resolve: loopbackResolve, send: loopbackOnly(sendDelivery) } : {}),
    logger,
  });
  // What services record in the log is also what webhooks hear (webhooks/fromActivity.ts).
  const activity = reportingToWebhooks(createActivityService({ repository: createActivityRepository(), retentionDays: config.activityRetentionDays, logger }), webhooks.notify);
  const posts = createPostService({ repository: postRepository, terms, isAuthor, activity });
  // Other instances may write a shared database: their changes show up once a cached public body
  // expires. Only this process writes the embedded one and its writes clear the cache, so there
  // the lifetime only bounds changes made around the API (an operator's shell).
  const publicCache = createPublicCache({ ttlMs: embedded ? 60_000 : 5_000 });
  const sessions = new SessionStore({ secret: config.sessionSecret, idleMs: config.sessionIdleMs, repository: createSessionRepository() });
  // Only this process writes the embedded database; a shared one may change under other instances.
  const settings = createSettingsService({ repository: createSettingsRepository(), ttlMs: embedded ? 60_000 : 5_000, imageInfo, activity });
  const gearRepository = createGearRepository();
  const attempts = createAttemptRepository();
  // Mail sent on a staff member's word, counted per sender and per recipient in the database, so every instance agrees.
  const mailQuota = createMailQuota(Object.assign(new DatabaseAttemptStore('mail:', attempts), { windowMs: MAIL_QUOTA_WINDOW_MS }), Date.now, config.mailQuotaScale);
  // The issue builder reads the events when a draft is asked for, once everything is built.
  const newsletter = composeNewsletter(config, logger, {
    posts: postRepository,
    events: { between: (from, to) => events.between(from, to) },
    activity,
    singleWriter: embedded,
    settings,
    quota: mailQuota,
    // An erased subscriber's membership and comments go with them (members is built below).
    onErase: (email) => members.eraseAddress(email),
  });
  const pageRepository = createStaticPageRepository();
  const staticPages = createStaticPageService({ repository: pageRepository, reserved: reservedSlugs(), activity });
  const courtRepository = embedded ? indexedCourtRepository(createCourtRepository()) : createCourtRepository();
  const events = createEventService({ repository: createEventRepository(), courtOf: (id) => courtRepository.get(id), cache: publicCache, siteUrl: config.siteUrl, settings, activity });
  const courts = createCourtService({
    repository: courtRepository,
    cache: publicCache,
    map: config.map,
    sessions: (ids) => events.upcomingAtCourts(ids),
  });
  const categories = createTermService({ kind: 'category', repository: termRepositories.category, posts });
  const tags = createTermService({ kind: 'tag', repository: termRepositories.tag, posts });
  const gear = createGearService({ repository: gearRepository, cache: publicCache, authors: createAuthorLookup(userRepository), siteUrl: config.siteUrl, settings });
  const sitemapEntries = async () => [...(await events.sitemapEntries()), ...(await gear.sitemapEntries())];
  const publicReads = createPublicReadService({ posts: postRepository, terms, pages: staticPages, sitemapEntries, cache: publicCache, siteUrl: config.siteUrl, imageInfo, settings, authors: createAuthorLookup(userRepository), productCards: (content) => gear.cards(content) });
  const memberRepository = createMemberRepository();
  const commentRepository = embedded ? indexedCommentRepository(createCommentRepository()) : createCommentRepository();
  const comments = createCommentService({
    repository: commentRepository,
    limitScale: config.commentLimitScale,
    addressBlocks: createAddressBlockRepository(),
    addressKey: commentAddressKey(config.sessionSecret),
    posts: {
      async publicBySlug(slug) {
        const doc = await postRepository.publicBySlug(slug, new Date());
        return doc && { id: doc.id, slug: doc.slug, commentsOpen: doc.commentsOpen !== false };
      },
      placeOf: async (id) => (await postRepository.get(id)) ?? null,
    },
    // Static pages take comments when their owner switched them on.
    pages: {
      async publicBySlug(slug) {
        const page = await pageRepository.bySlug(slug);
        return page?.isPublished ? { id: page.id, slug: page.slug, commentsOpen: page.commentsOpen === true } : null;
      },
      placeOf: async (id) => (await pageRepository.get(id)) ?? null,
    },
    members: { namesOf: (ids) => memberRepository.namesOf(ids), block: (id) => memberRepository.block(id, new Date()) },
    moderation: async () => (await settings.site()).commentModeration,
    activity,
    cache: publicCache,
  });
  const members = createMemberService({
    repository: memberRepository,
    mail: createMemberMail({ mailer: newsletter.mail.mailer, from: config.mailFrom, siteUrl: config.siteUrl, settings }),
    quota: mailQuota,
    linkUrl: (token) => `${config.siteUrl}${MEMBER_SIGN_IN_PAGE}?token=${encodeURIComponent(token)}`,
    // A leaving member's comments stay under "Deleted member", or go (with the replies to them), by the setting.
    onRemove: async (memberId) => {
      if ((await settings.site()).leavingMemberComments === 'remove') await comments.removeAllOf(memberId);
    },
    commentsOf: (memberId) => comments.exportOf(memberId),
    eraseComments: (memberId) => comments.removeAllOf(memberId),
  });
  // Held comments, mailed hourly to the moderators (active editors and admins) and the post's author.
  const commentDigest = createCommentDigest({
    repository: commentRepository,
    posts: { about: async ({ kind, id }) => (kind === 'post' ? await postRepository.get(id) : await pageRepository.get(id)) ?? null },
    staff: {
      moderators: async () => (await userRepository.list({ sort: { field: 'id', direction: 1 }, skip: 0, limit: 0 })).page.filter((user) => user.isActive && !user.invitation && atLeast(user.role, 'editor')).map((user) => user.email),
      emailOf: async (id) => {
        const user = await userRepository.get(id);
        return user?.isActive && !user.invitation ? user.email : null;
      },
    },
    members: memberRepository,
    mail: createDigestMail({ mailer: newsletter.mail.mailer, from: config.mailFrom, siteUrl: config.siteUrl, settings }),
    quota: mailQuota,
    logger,
  });
  const publicPages = createPublicPageReads({ pages: staticPages, cache: publicCache, settings });
  const portability = createPortabilityService({
    repository: createSiteDataRepository(),
    content: createSiteContentRepository(),
    siteUrl: config.siteUrl,
    activity,
    // A full backup holds two-factor secrets open, sealed again with this site's key on restore.
    secretBox: createSecretBox(config.sessionSecret),
    // A restore replaces the data under the repositories that keep some in memory.
    forget: () => [postRepository, courtRepository, commentRepository, settings].forEach((held) => held.forget?.()),
  });
  // Records removed under the repositories that keep some in memory, as a restore does.
  const forgetHeld = () => [postRepository, courtRepository, commentRepository, settings].forEach((held) => held.forget?.());
  const sampleContent = createSampleContentService({ repository: createSampleRecordRepository(), activity, forget: forgetHeld });
  const users = createUserService({
    repository: userRepository,
    endSessions: (userId) => sessions.endAllOf(userId),
    reassignPosts: (fromId, toId) => posts.reassignAuthor(fromId, toId),
    mail: createAccountMail({ mailer: newsletter.mail.mailer, from: config.mailFrom, siteUrl: config.siteUrl, settings }),
    quota: mailQuota,
    owner: { username: config.adminUsername, password: config.adminPassword, secret: config.sessionSecret, siteUrl: config.siteUrl },
    activity,
  });
  const uploads = createUploadService({ repository: createUploadRepository() });
  const importJobRepository = createImportJobRepository();
  // An uploads ZIP's images go through the editor's upload pipeline.
  const imports = createImportService({
    repository: createImportStateRepository(),
    posts,
    pages: staticPages,
    categories,
    tags,
    comments: commentRepository,
    reserved: reservedSlugs(),
    activity,
    uploads,
    images: importJobRepository,
    // Authors the owner chose to invite get the invitation any staff member would (its mail and limits).
    invite: (actor, input) => users.invite(actor, input),
  });
  const services = {
    sampleContent,
    settings,
    engine,
    activity,
    terms,
    posts,
    postRevisions: createRevisionService({ repository: postRepository, terms, posts }),
    postPreviews: createPreviewService({ repository: postRepository, makers: userRepository, editRole: leastRoleOf('posts.update'), secret: config.sessionSecret, siteUrl: config.siteUrl }),
    publicCache,
    publicReads,
    staticPages,
    pageRevisions: createPageRevisionService({ repository: pageRepository, pages: staticPages }),
    pagePreviews: createPreviewLinkService({
      kind: 'page',
      noun: 'Page',
      repository: pageRepository,
      // Pages have no rule of their own: the role pages.update asks is all editing one takes.
      rule: { leastRole: leastRoleOf('pages.update') },
      makers: userRepository,
      secret: config.sessionSecret,
      siteUrl: config.siteUrl,
    }),
    publicPages,
    categories,
    tags,
    courts,
    gear,
    events,
    navigation: composeNavigation({ pages: pageRepository, posts: postRepository, categories: termRepositories.category, cache: publicCache, activity }),
    homepage: createHomePageService({ repository: createHomePageRepository(), cache: publicCache, activity, events: { between: (from, to) => events.between(from, to) }, settings, imageInfo }),
    /** What the in-memory indexes read before the server answers: a big site's first visitors would wait for it otherwise. */
    warmIndexes: async () => {
      await postRepository.warm?.();
    },
    search: composeSearch({ posts: postRepository, terms, courts, cache: publicCache, extraSources: [pageSearchSource(staticPages), eventSearchSource(events), productSearchSource(gearRepository)] }),
    newsletter,
    signupLimiter: createSignupLimiter(config.newsletterSignupLimit),
    sessions,
    users,
    members,
    comments,
    commentDigest,
    twoFactor: composeTwoFactor(config, { findUser: userRepository.get, activity, endOtherSessions: (userId, keep) => sessions.endOthersOf(userId, keep) }),
    resetLimiter: createResetLimiter(),
    loginLimiter: createLoginLimiter(config.loginWindowMs, attempts),
    uploads,
    imports,
    importJobs: createImportJobs({ imports, repository: importJobRepository, cache: publicCache, logger }),
    portability,
    webhooks,
    // On the embedded database only (server.ts): a MongoDB deployment is backed up by its own tools.
    backups: createBackups({
      dir: path.join(config.dataDir, 'backups'),
      exportZip: () => portability.exportZip(),
      // The owner hears of a failed backup by mail.
      onFailure: async (failure) => {
        const mail = createBackupFailureMail({ mailer: newsletter.mail.mailer, from: config.mailFrom, siteUrl: config.siteUrl, settings, ownerEmail: async () => (await userRepository.owner())?.email ?? null });
        await mail(failure).catch((error: unknown) => logger.error({ err: error }, 'could not mail the owner about a failed backup'));
      },
    }),
    // Counts add up with $inc on a shared database (read into memory, then what changed); the embedded one takes insert-only batches, read from memory.
    analytics: setUpAnalytics({
      repository: embedded ? indexedCountRepository(createInsertOnlyCountRepository()) : refreshedCountRepository(createCountRepository()),
      salts: createSaltRepository(),
      siteUrl: config.siteUrl,
      onError: (error) => logger.warn({ err: error }, 'could not write analytics counts; kept for the next batch'),
      viewsPerMinute: config.publicReadLimit,
      pageExists: publicPageCheck(publicReads, publicPages),
      activity,
      commentsPerPost: (from, to) => comments.perPost(from, to),
    }),
  };
  // Each staff member's own sessions over the store; ending someone else's follows the users service's rule.
  return { ...services, accountSessions: createSessionService({ store: sessions, users: services.users, activity }) };
}

/** The newsletter's repositories and services; with one writer (the embedded database) the sender claims copies by id. */
function composeNewsletter(
  config: Config,
  logger: Logger,
  { posts, events, activity, singleWriter, settings, quota, onErase }: Pick<Parameters<typeof createIssueService>[0], 'posts' | 'events'> & { activity: ActivityService; singleWriter: boolean; settings: SiteSettingsReader; quota: MailQuota; onErase: (email: string) => Promise<void> },
) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger, connections: MAIL_CONNECTIONS });
  const mail = createNewsletterMail(config, logger, withSiteName(mailer, settings), settings);
  const [subscriberRepository, issueRepository, deliveries] = [createSubscriberRepository(), createIssueRepository(), createDeliveryRepository()];
  const sender = new NewsletterSender({ issues: issueRepository, deliveries, subscribers: subscriberRepository }, mail, logger, {
    ...DEFAULT_SENDER_OPTIONS,
    retryBaseMs: config.newsletterRetryMs,
    singleWriter,
  });
  return {
    mail,
    sender,
    subscribers: createSubscriberService({ repository: subscriberRepository, deliveries, mail, activity, onErase }),
    issues: createIssueService({ repository: issueRepository, sender, mail, posts, events, activity, quota }),
    afterAnswer: createAfterAnswer(logger),
  };
}

export type Services = ReturnType<typeof composeServices>;
