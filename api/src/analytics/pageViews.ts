import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../auth/session.ts';
import type { CourtService } from '../courts/service.ts';
import { notAView } from './classify.ts';
import { isPublicPage } from './pagePaths.ts';
import type { AnalyticsService } from './service.ts';

export interface PageViewDeps {
  analytics: AnalyticsService;
  courts: Pick<CourtService, 'searchOutcome'>;
  /** The signed-in staff member of a session cookie's value, if it is live. */
  staffOf: (token: string) => Promise<unknown>;
  /** Express's compiled TRUST_PROXY: which hops may speak for the client in X-Forwarded-For. */
  trustProxy: (address: string, hop: number) => boolean;
  onError: (error: unknown) => void;
}

const COURT_SEARCH = '/api/public/courts';
/** The query of a page address without one (only read). */
const NO_QUERY = new URLSearchParams();
const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

/** A cookie value percent-decoded, or as sent when it is not valid percent-encoding (as cookie-parser reads it). */
function cookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The client's address as Express works it out, for requests answered before Express too. */
export function clientAddress(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (!forwarded) return req.socket.remoteAddress ?? '';
  const hops = [req.socket.remoteAddress ?? ''];
  hops.push(...String(forwarded).split(',').map((hop) => hop.trim()).reverse());
  for (let i = 0; i < hops.length - 1; i += 1) if (!trust(hops[i]!, i)) return hops[i]!;
  return hops[hops.length - 1]!;
}

/**
 * Counts the server-rendered views of public pages and the court searches, however they are
 * answered (by Express or from the public cache before it): a GET answered with 200 or 304 by a
 * browser that is not a bot, not prefetching, and not signed in as staff. Nothing is read from
 * the request but its path, the UTM tags and these headers, and only counts are kept. Called
 * after the public cache had its chance to answer, before Express.
 */
export function pageViewObserver({ analytics, courts, staffOf, trustProxy, onError }: PageViewDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (req.method !== 'GET' || !req.url) return;
    const queryAt = req.url.indexOf('?');
    const path = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
    const search = path === COURT_SEARCH;
    if (!search && !isPublicPage(path)) return;
    const userAgent = req.headers['user-agent'];
    const purpose = [req.headers['sec-purpose'], req.headers.purpose, req.headers['x-purpose'], req.headers['x-moz']].join(' ');
    if (notAView({ userAgent, purpose })) return;
    // An answer already sent (from the public cache, before Express) is counted at once; any other when it finishes.
    if (res.writableEnded) answered(req, res, path, queryAt, search);
    else res.once('finish', () => answered(req, res, path, queryAt, search));
  };

  /** A request answered: a 200 or 304 counts, unless it came from signed-in staff. */
  function answered(req: IncomingMessage, res: ServerResponse, path: string, queryAt: number, search: boolean) {
    if (res.statusCode !== 200 && res.statusCode !== 304) return;
    const token = SESSION.exec(req.headers.cookie ?? '')?.[1];
    // Without a session cookie nothing is waited for: the view is counted at once.
    if (token === undefined) {
      try {
        count(req, path, queryAt, search);
      } catch (error) {
        onError(error);
      }
      return;
    }
    staffOf(cookieValue(token))
      .then((user) => {
        if (!user) count(req, path, queryAt, search);
      })
      .catch(onError);
  }

  /** Counts a view or a search (a function of its own, so nothing is built for it per request). */
  function count(req: IncomingMessage, path: string, queryAt: number, search: boolean) {
    const query = queryAt < 0 ? NO_QUERY : new URLSearchParams(req.url!.slice(queryAt + 1));
    if (search) return countSearch(query);
    const counted = analytics.recordView({
      path,
      address: clientAddress(req, trustProxy),
      userAgent: req.headers['user-agent']!,
      entry: { referrer: req.headers.referer, query, host: req.headers.host },
    });
    if (counted) counted.catch(onError);
  }

  function countSearch(query: URLSearchParams) {
    const near = query.get('near');
    if (!near) return;
    const flag = (name: string) => query.get(name) === 'true';
    const miles = Number(query.get('miles') ?? 5);
    const outcome = courts.searchOutcome({ near, miles, indoor: flag('indoor'), outdoor: flag('outdoor'), public: flag('public'), private: flag('private') });
    if (outcome) analytics.recordSearch({ place: outcome.place, radius: miles, found: outcome.found });
  }
}
