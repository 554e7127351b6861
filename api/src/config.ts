import { randomBytes } from 'node:crypto';
import path from 'node:path';

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
  /** Validate responses against openapi.yaml (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** How long failed sign-ins are counted before the count starts again. */
  loginWindowMs: number;
}

export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'pickleball';
/** Failed sign-ins are counted over one minute unless `LOGIN_WINDOW_MS` says otherwise. */
export const DEFAULT_LOGIN_WINDOW_MS = 60_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const loginWindowMs = Number(env.LOGIN_WINDOW_MS || DEFAULT_LOGIN_WINDOW_MS);
  if (!Number.isInteger(loginWindowMs) || loginWindowMs < 1) {
    throw new Error(`LOGIN_WINDOW_MS must be a whole number of milliseconds, not "${env.LOGIN_WINDOW_MS}"`);
  }
  return {
    port,
    production,
    mongodbUri: env.MONGODB_URI || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    adminUsername: env.ADMIN_USERNAME || DEFAULT_ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString('hex'),
    webDist: path.resolve(env.WEB_DIST || 'web/dist'),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : !production,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginWindowMs,
  };
}
