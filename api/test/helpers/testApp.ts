import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import { createClient, type Client } from '../../../codegen/hey-api/client/index.ts';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { prepareDatabase } from '../../src/resources.ts';
import { requestListener } from '../../src/requestListener.ts';
import { createHttpServer } from '../../src/http/serverLimits.ts';
import { createLogger } from '../../src/logger.ts';
import { useTestDatabase } from './testDatabase.ts';

export const TEST_ADMIN = { username: 'admin', password: 'test-password' } as const;

export interface TestApp {
  /** Origin of the live app, e.g. http://127.0.0.1:40123 */
  url: string;
  /** A generated-SDK client without a session. */
  anonymous: Client;
  /** A generated-SDK client signed in as the admin. */
  admin: Client;
  /** The session cookie header of `admin`. */
  cookie: string;
}

/**
 * Boots the real app (response validation on) on an ephemeral port against this file's own
 * database, and signs an SDK client in. Read the fields inside tests or hooks, not at import time.
 */
/** Absolute URLs in the rendered pages and feeds of test apps start with this. */
export const TEST_SITE_URL = 'https://pickleball.example';

/** `serveSite` also serves the built web app (pages rendered on the server): run `make build` first. */
export function useTestApp(options: { seed?: boolean; serveSite?: boolean; env?: Record<string, string> } = {}): TestApp {
  useTestDatabase();
  const testApp = {} as TestApp;
  let server: Server;
  beforeAll(async () => {
    const config = testConfig(options.env);
    const logger = createLogger(config.logLevel);
    await prepareDatabase(logger, { seed: options.seed ?? false });
    const app = createApp({ config, logger, dbEngine: inject('dbEngine'), serveSite: options.serveSite ?? false });
    server = await new Promise<Server>((resolve) => {
      // The server as server.ts builds it: the cache's fast path in front of the app.
      const s = createHttpServer(requestListener(app, logger)).listen(0, '127.0.0.1', () => resolve(s));
    });
    testApp.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp.anonymous = createClient({ baseUrl: testApp.url });
    testApp.cookie = await signIn(testApp.url);
    testApp.admin = createClient({ baseUrl: testApp.url, headers: { Cookie: testApp.cookie } });
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
  });
  return testApp;
}

/** The configuration every test app runs with, and `env` over it. */
export function testConfig(env: Record<string, string> = {}) {
  return readConfig({
    NODE_ENV: 'test',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: 'test-secret',
    SITE_URL: TEST_SITE_URL,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    WEBHOOK_LOOPBACK_ONLY: 'true',
    ...env,
  });
}

export async function signIn(url: string, credentials: { username: string; password: string } = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0]!;
}
