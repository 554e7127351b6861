import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_ACTIVITY_RETENTION_DAYS } from '../../common/activity.ts';
import { characters } from '../../common/characters.ts';
import { COMMENT_DIGEST_INTERVAL_MS } from '../../common/comments.ts';
import { parseMapTiles } from './courts/mapTiles.ts';
import { readNewsletterConfig } from './newsletter/config.ts';
import { parsePublicReadLimit, parseSiteUrl } from './site/siteUrl.ts';

/** Everything the server reads from its environment, read once. */
export interface Config {
  port: number;
  production: boolean;
  mongodbUri: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string;
  /** Signs session cookies. Set it when several instances serve one site. */
  sessionSecret: string;
  /** Where the built SPA lives (served in production). */
  webDist: string;
  /** Validate responses against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** How long failed sign-ins are counted before the count starts again. */
  loginWindowMs: number;
  /** A session unused for this long ends (beside the absolute 12 hours). */
  sessionIdleMs: number;
  /** How often the held comments' digest is mailed to the moderators. */
  commentDigestIntervalMs: number;
  /** Express's `trust proxy`: false (no proxy), a hop count, or a list of proxy addresses. */
  trustProxy: TrustProxy;
  /** The origin of every absolute URL in pages and feeds (never the request's Host). */
  siteUrl: string;
  /** Public reads that miss the cache, per address and minute, before 429. */
  publicReadLimit: number;
  /** The court map's tiles (MAP_TILE_URL) and the credit they require (MAP_TILE_ATTRIBUTION). */
  map: { tileUrl: string; attribution: string };
  /** Newsletter mail goes over this SMTP URL; unset, it is written to `DATA_DIR/outbox/`. */
  smtpUrl: string | undefined;
  /** The From of newsletter mail. */
  mailFrom: string;
  /** Signs newsletter links (NEWSLETTER_SECRET, else the session secret). */
  newsletterSecret: string;
  /** Newsletter sign-ups one address may make in 10 minutes. */
  newsletterSignupLimit: number;
  /** The first retry of a temporarily refused newsletter copy waits this long (doubling after). */
  newsletterRetryMs: number;
  /** Activity log entries are kept this many days (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number;
  /** The first retry of a failed webhook delivery waits this long (four times longer each time after). */
  webhookRetryMs: number;
  /** Webhooks reach only this machine's loopback, names are never looked up (servers run by tests and fuzzing). */
  webhookLoopbackOnly: boolean;
  /** How often the embedded database's site is backed up (a day unless BACKUP_INTERVAL_MS says otherwise). */
  backupIntervalMs: number;
  /** Multiplies the comment and report limits per member and address (COMMENT_LIMIT_SCALE, 1). */
  commentLimitScale: number;
  /** Multiplies the hourly mail quotas per sender and recipient (MAIL_QUOTA_SCALE, 1). */
  mailQuotaScale: number;
}

export type TrustProxy = false | number | string[];

export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'pickleball';
/** Failed sign-ins are counted over one minute unless `LOGIN_WINDOW_MS` says otherwise. */
export const DEFAULT_LOGIN_WINDOW_MS = 60_000;
/** A session nobody has used for two hours ends unless `SESSION_IDLE_MS` says otherwise. */
export const DEFAULT_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Production refuses shorter administrator passwords. */
export const MIN_PRODUCTION_PASSWORD_LENGTH = 12;
/** Names Express accepts in `trust proxy` besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function wholeMilliseconds(name: string, raw: string | undefined, fallback: number): number {
  const value = Number(raw || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of milliseconds, not "${raw}"`);
  return value;
}

/** A scale of a limit: a whole number, at least 1, so a limit can only be raised. */
function limitScale(name: string, raw: string | undefined): number {
  const value = Number(raw || 1);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}

function wholeDays(name: string, raw: string | undefined, fallback: number): number {
  const value = Number(raw || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of days, not "${raw}"`);
  return value;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-For is ignored); a whole number
 * trusts that many hops; otherwise a comma-separated list of proxy addresses, CIDR ranges or
 * Express's names (loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32));
    if (PROXY_NAMES.has(entry) || (isIP(address) !== 0 && validPrefix && extra === undefined)) continue;
    throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses (e.g. "1" or "10.0.0.1,10.0.0.2"), not "${raw}"`);
  }
  return entries;
}

/** Production never runs with the documented default password or a short one. */
function checkProductionPassword(password: string | undefined): void {
  if (!password || password === DEFAULT_ADMIN_PASSWORD) {
    throw new Error(`Set ADMIN_PASSWORD (at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters): production does not start with the default password.`);
  }
  if (characters(password) < MIN_PRODUCTION_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD is too short for production: use at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters.`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const loginWindowMs = wholeMilliseconds('LOGIN_WINDOW_MS', env.LOGIN_WINDOW_MS, DEFAULT_LOGIN_WINDOW_MS);
  const sessionIdleMs = wholeMilliseconds('SESSION_IDLE_MS', env.SESSION_IDLE_MS, DEFAULT_SESSION_IDLE_MS);
  const commentDigestIntervalMs = wholeMilliseconds('COMMENT_DIGEST_INTERVAL_MS', env.COMMENT_DIGEST_INTERVAL_MS, COMMENT_DIGEST_INTERVAL_MS);
  if (production) checkProductionPassword(env.ADMIN_PASSWORD);
  const sessionSecret = env.SESSION_SECRET || randomBytes(32).toString('hex');
  const siteUrl = parseSiteUrl(env.SITE_URL, port);
  return {
    port,
    production,
    mongodbUri: env.MONGODB_URI || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    adminUsername: env.ADMIN_USERNAME || DEFAULT_ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    sessionSecret,
    webDist: path.resolve(env.WEB_DIST || 'web/dist'),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : !production,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginWindowMs,
    sessionIdleMs,
    commentDigestIntervalMs,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteUrl,
    publicReadLimit: parsePublicReadLimit(env.PUBLIC_READ_LIMIT),
    map: parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    ...readNewsletterConfig(env, sessionSecret, siteUrl),
    activityRetentionDays: wholeDays('ACTIVITY_RETENTION_DAYS', env.ACTIVITY_RETENTION_DAYS, DEFAULT_ACTIVITY_RETENTION_DAYS),
    webhookRetryMs: wholeMilliseconds('WEBHOOK_RETRY_MS', env.WEBHOOK_RETRY_MS, 10_000),
    webhookLoopbackOnly: env.WEBHOOK_LOOPBACK_ONLY === 'true',
    backupIntervalMs: wholeMilliseconds('BACKUP_INTERVAL_MS', env.BACKUP_INTERVAL_MS, 24 * 60 * 60 * 1000),
    commentLimitScale: limitScale('COMMENT_LIMIT_SCALE', env.COMMENT_LIMIT_SCALE),
    mailQuotaScale: limitScale('MAIL_QUOTA_SCALE', env.MAIL_QUOTA_SCALE),
  };
}
