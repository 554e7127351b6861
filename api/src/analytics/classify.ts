import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { newSeed, quickKey } from './quickKey.ts';

export type Device = 'desktop' | 'mobile' | 'tablet';

/** Headers a view is judged by; nothing of them is kept but the classes below. */
export interface ViewHeaders {
  userAgent: string | undefined;
  /** Sec-Purpose, Purpose, X-Purpose and X-Moz, joined. */
  purpose: string;
}

/** What a user agent says, worked out once per distinct user agent (in memory only, never stored). */
interface AgentClass {
  bot: boolean;
  device: Device;
  browser: string;
}
/** Keyed by a quick hash of the user agent, so the cache holds no user agent. */
const agents = new LRUCache<number, AgentClass>({ max: 2_000 });
const seed = newSeed();

function classOf(userAgent: string): AgentClass {
  const key = quickKey(seed, userAgent);
  let known = agents.get(key);
  if (!known) agents.set(key, (known = { bot: isbot(userAgent), device: deviceFrom(userAgent), browser: browserFrom(userAgent) }));
  return known;
}

/** A bot (the maintained isbot list, or no user agent at all) or a prefetch is not a view. */
export function notAView({ userAgent, purpose }: ViewHeaders): boolean {
  return !userAgent || classOf(userAgent).bot || /prefetch|prerender|preview/i.test(purpose);
}

export const deviceOf = (userAgent: string): Device => classOf(userAgent).device;
export const browserOf = (userAgent: string): string => classOf(userAgent).browser;

function deviceFrom(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone/i.test(userAgent)) return 'mobile';
  // Android phones say Mobile; Android tablets do not.
  return /Android/i.test(userAgent) ? 'tablet' : 'desktop';
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

function browserFrom(userAgent: string): string {
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
  if (query.size === 0) return undefined;
  const tag = (name: string) => (query.get(`utm_${name}`) ?? '').trim().toLowerCase().slice(0, 100);
  const campaign = { source: tag('source'), medium: tag('medium'), campaign: tag('campaign') };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : undefined;
}
