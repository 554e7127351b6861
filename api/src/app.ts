import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import helmet from 'helmet';
import multer from 'multer';
import { pinoHttp } from 'pino-http';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../common/constants.ts';
import { jsonBodies } from './auth/bodyLimits.ts';
import { guardFor } from './auth/guard.ts';
import type { Config } from './config.ts';
import type { Engine } from './db/launcher.ts';
import { COURT_IMPORT_MAX_BYTES } from '../../common/courts.ts';
import { EVENT_IMPORT_MAX_BYTES } from '../../common/events.ts';
import { GEAR_IMPORT_MAX_BYTES } from '../../common/gearCsv.ts';
import { csvBodies } from './auth/csvBody.ts';
import { importBodies, importPartLimits } from './portability/importBody.ts';
import { composeServices } from './compose.ts';
import { createHandlers } from './handlers.ts';
import { isAppFetch } from './http/appFetch.ts';
import type { AppContext } from './context.ts';
import { refuseControlCharacters } from './http/controlCharacters.ts';
import { databaseGate } from './http/databaseGate.ts';
import { apiNotFound, problemHandler } from './http/errorHandler.ts';
import { headAsGet, restoreHead } from './http/headAsGet.ts';
import { operationRouters, OPENAPI_PATH } from './http/operations.ts';
import { cacheEffectsFor, stalePageOf, stalePostOf, touchedPublicPages } from './http/cacheEffects.ts';
import { canonicalPaths } from './http/canonicalPath.ts';
import { permissionsPolicy } from './http/permissionsPolicy.ts';
import { refuseSourceMaps } from './http/sourceMaps.ts';
import { sameOriginWrites } from './http/sameOrigin.ts';
import { PUBLIC_READ_LIMITED_PATHS } from './http/statusSources.ts';
import type { Logger } from './logger.ts';
import { MEMBER_LINK_PREFIX, memberLinkPages } from './members/linkPages.ts';
import { NEWSLETTER_LINK_PREFIX, newsletterLinkPages } from './newsletter/linkPages.ts';
import { FIELD_RULES } from './resources.ts';
import { mountContractDocs } from './site/contractDocs.ts';
import { contentSecurityPolicy } from './site/csp.ts';
import { appStart } from './site/rendering/appStart.ts';
import { publicReadLimit } from './public/readLimit.ts';
import { isPostKey } from './public/service.ts';
import type { PublicCache } from './public/cache.ts';
import { mountSite } from './site/mountSite.ts';
import { isPageKey } from './staticPages/publicReads.ts';
import type { Renderer } from './site/rendering/renderer.ts';
import { siteFrame } from './site/rendering/siteFrame.ts';
import { ACCOUNT_PAGE_PREFIX, accountPages } from './users/accountPages.ts';

export interface AppOptions {
  config: Config;
  logger: Logger;
  dbEngine: Engine;
  /** Serve the built site (pages rendered on the server); in production by default. */
  serveSite?: boolean;
}

/** Extra parts reach the upload handler, which refuses them with a clear 400 (multer's own limit error is a 413). */
const UPLOAD_MAX_PARTS = 4;

/**
 * Fits the largest body the contract allows: a 500,000-character post written entirely as `\uXXXX`
 * escapes is about 3 MB of JSON. Larger bodies are refused with 413 before they are parsed.
 * Only requests with a live session get it; the rest get 8 KB (auth/bodyLimits.ts).
 */
export const JSON_BODY_LIMIT = '4mb';

export { MAX_HEADER_BYTES } from './http/serverLimits.ts';

/** Paths the contract does not describe: the SPA, its assets and the contract's own docs. */
const NOT_IN_CONTRACT = /^(?!\/api\/|\/rss\.xml$|\/sitemap\.xml$|\/events\.ics$|\/gear\/rss\.xml$|\/courts\/[^/]+\/events\.ics$)/;

/** Clears one post's (or static page's) cached bodies, when a write named one. */
const forgetPost = (cache: PublicCache, slug: string | undefined, pageSlug: string | undefined) => {
  if (slug) cache.forget(isPostKey(slug));
  if (pageSlug) cache.forget(isPageKey(pageSlug));
};

/**
 * The contract's request (and, when asked, response) validator. Built once per process for each
 * choice: compiling the contract's schemas costs about a second, so every app of a process (one
 * per API test file) shares it. What it would tie to the first app it serves (path-parameter
 * callbacks on `app`) never reaches the operations, which are mounted on routers.
 */
const validators = new Map<boolean, express.RequestHandler[]>();
function contractValidator(validateResponses: boolean): express.RequestHandler[] {
  const known = validators.get(validateResponses);
  if (known) return known;
  const validate = OpenApiValidator.middleware({
    apiSpec: OPENAPI_PATH,
    // Every field's message at once, so a form shows all it must fix. The cost AJV warns of is bounded:
    // 8 KB bodies without a session (auth/bodyLimits.ts), and arrays the contract caps.
    validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
    validateResponses: validateResponses ? { onError: (error) => { throw error; } } : false,
    // Sessions are checked by each operation's guard in the router (auth/guard.ts), not here.
    validateSecurity: false,
    validateFormats: true,
    // An import job's start takes its export file and uploads ZIP (portability/importBody.ts); multer
    // 2.5 takes limits per request, which its typings do not know yet.
    fileUploader: { storage: multer.memoryStorage(), limits: ((req: express.Request) => importPartLimits(req) ?? { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: UPLOAD_MAX_PARTS, fields: UPLOAD_MAX_PARTS, parts: UPLOAD_MAX_PARTS }) as multer.Options['limits'] },
    ignorePaths: NOT_IN_CONTRACT,
  });
  validators.set(validateResponses, validate);
  return validate;
}

/**
 * The whole HTTP application, without `listen`: parsers, the contract validator, one handler
 * per operationId, the SPA in production, then one problem+json error handler.
 */
export function createApp({ config, logger, dbEngine, serveSite }: AppOptions): Express {
  const app = express();
  const services = composeServices({ config, logger, engine: dbEngine });
  const context: AppContext = { config, logger, ...services };
  app.locals.context = context;
  const readLimit = publicReadLimit(config.publicReadLimit);
  app.disable('x-powered-by');
  // Paths match as the contract spells them: `/API/...` is not `/api/...`, `/x/` is not `/x`.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (none by default).
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  const siteServed = serveSite ?? config.production;
  // The rendered pages' one inline script, allowed by its hash.
  const scriptSrc = siteServed ? [...contentSecurityPolicy.scriptSrc, appStart(config.webDist).cspSource] : contentSecurityPolicy.scriptSrc;
  app.use(
    helmet({
      // Over plain http (local use) upgrading requests or pinning HTTPS would break the site.
      contentSecurityPolicy: { directives: { ...contentSecurityPolicy, scriptSrc, upgradeInsecureRequests: config.production ? [] : null } },
      strictTransportSecurity: config.production,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(permissionsPolicy);
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') || isAppFetch(req) } }));
  app.use(canonicalPaths);
  app.use(cookieParser());
  // The mail links' pages post forms too (sign-in links, password setup): the same rule as the API.
  app.use(['/api', NEWSLETTER_LINK_PREFIX, MEMBER_LINK_PREFIX, ACCOUNT_PAGE_PREFIX], sameOriginWrites);

  mountContractDocs(app);
  app.use('/api', databaseGate);
  app.use(PUBLIC_READ_LIMITED_PATHS, readLimit);
  app.use(headAsGet);
  const validate = contractValidator(config.validateResponses);
  const operations = operationRouters({ handlers: createHandlers(services), guard: guardFor, effects: cacheEffectsFor({
      public: () => context.publicCache.invalidate(),
      post: (res) => forgetPost(context.publicCache, stalePostOf(res), stalePageOf(res)),
      published: (res) => {
        if (touchedPublicPages(res)) context.publicCache.invalidate();
      },
    }), validate: [...validate, restoreHead] });
  // Who may call an operation is settled before its body or query is read: a caller without the
  // right session gets 401 whatever it sent.
  app.use(operations.guards);
  app.use('/api/import', importBodies());
  app.use(jsonBodies(JSON_BODY_LIMIT));
  app.use('/api/courts/import', csvBodies(COURT_IMPORT_MAX_BYTES));
  app.use('/api/events/import', csvBodies(EVENT_IMPORT_MAX_BYTES));
  app.use('/api/gear/import', csvBodies(GEAR_IMPORT_MAX_BYTES));
  app.use('/api', refuseControlCharacters);
  app.use(operations.handlers);
  app.use(restoreHead);
  // The mail links' screens are drawn in the site's frame once the site is mounted below.
  let renderer: Renderer | undefined;
  const frame = siteFrame(context.settings, () => renderer);
  app.use(NEWSLETTER_LINK_PREFIX, newsletterLinkPages({ subscribers: context.newsletter.subscribers, signupLimiter: context.signupLimiter, frame }));
  app.use(MEMBER_LINK_PREFIX, memberLinkPages({ members: context.members, frame, afterAnswer: context.newsletter.afterAnswer }));
  app.use(ACCOUNT_PAGE_PREFIX, accountPages({ users: context.users, limiter: context.loginLimiter, resetLimiter: context.resetLimiter, frame, onMailError: (err) => logger.error({ err }, 'could not send a password-reset mail') }));
  app.use('/api', apiNotFound);
  app.use(refuseSourceMaps);
  if (siteServed) {
    const site = mountSite(app, { webDist: config.webDist, postPreviews: context.postPreviews, pagePreviews: context.pagePreviews, reads: context.publicReads, siteUrl: config.siteUrl, readLimit, previewSecret: config.sessionSecret, settings: context.settings });
    renderer = site;
    // The home page editor's preview is the landing drawn by the site from the sections on screen.
    context.homepage.drawPreviewsWith((page) => site.homePreview(page));
  }
  app.use(problemHandler(logger, FIELD_RULES));
  return app;
}
