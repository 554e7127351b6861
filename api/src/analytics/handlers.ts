import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { actorOf, sessionUser } from '../auth/guard.ts';
import { HttpProblem } from '../http/problem.ts';
import { answers } from '../http/statusSources.ts';
import { notAView } from './classify.ts';
import type { Kind } from './counts.ts';
import { isPublicPage } from './pagePaths.ts';
import type { AnalyticsService } from './service.ts';

/** In-app navigations a minute from one address; a person clicking through the site stays well below. */
export const VIEW_BEACON_LIMIT = 120;
const WINDOW_MS = 60_000;

const period = (req: Request) => req.query as { from: string; to: string };

/** The analytics operations (`analytics.*`): the beacon of in-app navigations and the admin's reports. */
export function analyticsHandlers(service: AnalyticsService) {
  const limitViews = answers(
    [429],
    rateLimit({
      windowMs: WINDOW_MS,
      limit: VIEW_BEACON_LIMIT,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      validate: { xForwardedForHeader: false },
      handler: (_req, _res, next) => next(new HttpProblem(429, 'Too many requests from your address. Please wait a minute and try again.', { headers: { 'Retry-After': String(WINDOW_MS / 1000) } })),
    }) as RequestHandler,
  );

  /** `POST /api/analytics/views`: 204 whether or not the view counts (a path that is no public page is not), so the answer tells nothing. */
  const view: RequestHandler = async (req, res) => {
    const { path } = req.body as { path: string };
    const userAgent = req.get('user-agent');
    const purpose = [req.get('sec-purpose'), req.get('purpose'), req.get('x-purpose'), req.get('x-moz')].join(' ');
    const counted = isPublicPage(path) && !notAView({ userAgent, purpose }) && !(await sessionUser(req));
    if (counted) await service.recordNavigation({ path, address: req.ip ?? '', userAgent: userAgent! });
    res.status(204).end();
  };

  return {
    view: [limitViews, view],
    report: (async (req, res) => {
      const { from, to } = period(req);
      res.json(await service.report(from, to));
    }) as RequestHandler,
    courtSearches: (async (req, res) => {
      const { from, to } = period(req);
      res.json(await service.courtSearches(from, to));
    }) as RequestHandler,
    summary: (async (req, res) => {
      res.json(await service.summary(Number((req.query as { days?: number }).days ?? 30)));
    }) as RequestHandler,
    deleteCounts: (async (req, res) => {
      const { from, to, kind, key } = req.query as { from: string; to: string; kind?: Kind; key?: string };
      await service.deleteCounts({ from, to, ...(kind && { kind }), ...(key !== undefined && { key }) }, actorOf(req).username);
      res.status(204).end();
    }) as RequestHandler,
    post: (async (req, res) => {
      res.json(await service.post(String((req.query as { slug: string }).slug)));
    }) as RequestHandler,
  };
}
