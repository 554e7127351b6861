import { isbot } from 'isbot';

export type Device = 'desktop' | 'mobile' | 'tablet';

/** Headers a view is judged by; nothing of them is kept but the classes below. */
export interface ViewHeaders {
  userAgent: string | undefined;
  /** Sec-Purpose, Purpose, X-Purpose and X-Moz, joined. */
  purpose: string;
}

/** A bot (the maintained isbot list, or no user agent at all) or a prefetch is not a view. */
export function notAView({ userAgent, purpose }: ViewHeaders): boolean {
  return !userAgent || isbot(userAgent) || /prefetch|prerender|preview/i.test(purpose);
}

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Browser families, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: [string, RegExp][] = [
  ['edge', /Edg(e|A|iOS)?\//],
  ['opera', /OPR\/|Opera/],
  ['samsung', /SamsungBrowser\//],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\//],
  ['safari', /Safari\//],
];

export function browserOf(userAgent: string): string {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
}

/** Known sites under one name, whatever their country domain or subdomain. */
const KNOWN_SOURCES: [string, RegExp][] = [
  ['google', /(^|\.)google\.[a-z.]+$/],
  ['bing', /(^|\.)bing\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['yahoo', /(^|\.)yahoo\.[a-z.]+$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['reddit', /(^|\.)reddit\.com$/],
  ['x', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['pinterest', /(^|\.)pinterest\.[a-z.]+$/],
];

/**
 * Where a visit came from: a known site's name, else the referring host (lowercase, without www.),
 * `direct` without a referrer; undefined when the referrer is this site (not a new visit).
 */
export function sourceOf(referrer: string | undefined, siteHost: string, requestHost: string | undefined): string | undefined {
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  if (!host) return 'direct';
  if (host === siteHost || host === requestHost?.split(':')[0]?.toLowerCase()) return undefined;
  return KNOWN_SOURCES.find(([, pattern]) => pattern.test(host))?.[0] ?? host.replace(/^www\./, '').slice(0, 100);
}

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

/** The UTM tags of a page's address, if it has any (each cut to 100 characters). */
export function campaignOf(query: URLSearchParams): Campaign | undefined {
  const tag = (name: string) => (query.get(`utm_${name}`) ?? '').trim().toLowerCase().slice(0, 100);
  const campaign = { source: tag('source'), medium: tag('medium'), campaign: tag('campaign') };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : undefined;
}
