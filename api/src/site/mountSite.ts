import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import type { PostDoc } from '../posts/repository/records.ts';
import type { PublicReadService } from '../public/service.ts';
import { compressedAssets } from './compressedAssets.ts';
import { htmlDocument } from './htmlDocument.ts';
import { postPreviewTarget } from '../posts/previews/previewTarget.ts';
import { previewPage } from '../previews/previewPage.ts';
import type { PreviewService } from '../previews/service.ts';
import { pagePreviewTarget } from '../staticPages/previewTarget.ts';
import type { StaticPage } from '../staticPages/repository/staticPageRepository.ts';
import { serveRenderedPages } from './rendering/renderedPages.ts';
import { createRenderer, ssrEntry, type Renderer } from './rendering/renderer.ts';
import { mountFonts } from './fonts.ts';
import { robotsTxt } from './robots.ts';
import type { SettingsService } from '../settings/service.ts';
import { webManifest } from './webManifest.ts';
import { appFetch } from '../http/appFetch.ts';
import { MISSPELT_PATH } from '../http/canonicalPath.ts';
import { BACK_OFFICE_PATHS, PREVIEW_PREFIX, SIGN_IN_PATH } from './ownPaths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SiteOptions {
  webDist: string;
  /** What a post's preview link still opens. */
  postPreviews: Pick<PreviewService<PostDoc>, 'opened'>;
  /** What a static page's preview link still opens. */
  pagePreviews: Pick<PreviewService<StaticPage>, 'opened'>;
  reads: PublicReadService;
  siteUrl: string;
  /** Counts public reads per address (public/readLimit.ts). */
  readLimit: RequestHandler;
  /** Signs and checks preview links (previews/). */
  previewSecret: string;
  /** The site settings pages, robots.txt and the web manifest follow. */
  settings: Pick<SettingsService, 'publicPart' | 'site'>;
}

/**
 * Serves the built site: hashed assets cached for a year (gzipped for clients that accept it),
 * the client-only pages as the app's shell, and every other path rendered on the server (the
 * public pages, and the 404 card for paths that name nothing), whose reads of the API go through
 * this same app. Returns the renderer, which also draws the site's frame (rendering/siteFrame.ts).
 */
export function mountSite(app: Express, { webDist, postPreviews, pagePreviews, reads, siteUrl, readLimit, previewSecret, settings }: SiteOptions): Renderer {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml) || !existsSync(ssrEntry(webDist))) {
    throw new Error(`The web build is missing (${indexHtml} or its server build); run \`make build\` first.`);
  }
  const renderer = createRenderer({ webDist, siteUrl, readApi: appFetch(app), reads, settings });
  const pages = serveRenderedPages(renderer, reads);
  // A misspelt path (see http/canonicalPath.ts) names nothing: the 404 page, whatever it resembles.
  app.get('/{*path}', (_req, res, next) => next(res.locals[MISSPELT_PATH] ? undefined : 'route'), readLimit, pages);
  mountAssets(app, webDist, siteUrl, settings);
  app.get(SIGN_IN_PATH, htmlDocument(renderer.shells.signIn));
  app.get(BACK_OFFICE_PATHS, htmlDocument(renderer.shells.backOffice));
  const previewTargets = { post: postPreviewTarget(renderer, postPreviews), page: pagePreviewTarget(renderer, pagePreviews) };
  app.get(`${PREVIEW_PREFIX}/:token`, readLimit, previewPage(renderer, previewTargets, previewSecret));
  app.get('/{*path}', readLimit, pages);
  return renderer;
}

/** The build's files: hashed assets for a year, the rest hourly, gzipped where it pays; the fonts, robots.txt and the web manifest. */
export function mountAssets(app: Express, webDist: string, siteUrl: string, settings?: SiteOptions['settings']): void {
  app.use('/assets', compressedAssets(path.join(webDist, 'assets'), IMMUTABLE));
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  mountFonts(app, webDist);
  app.use(compressedAssets(webDist, 'public, max-age=3600'));
  // `redirect: false`: a folder's name is never answered with a redirect to itself plus a slash.
  app.use(express.static(webDist, { index: false, maxAge: '1h', redirect: false }));
  app.get('/robots.txt', robotsTxt(siteUrl, settings));
  if (settings) app.get('/manifest.webmanifest', webManifest(settings));
}
