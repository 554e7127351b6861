import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { prepareDatabase } from '../../src/resources.ts';
import { requestListener } from '../../src/requestListener.ts';
import type { AppContext } from '../../src/context.ts';
import { createHttpServer } from '../../src/http/serverLimits.ts';
import { createLogger } from '../../src/logger.ts';
import { signIn, TEST_ADMIN, TEST_SITE_URL } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

export const NEWSLETTER_SECRET = 'newsletter-test-secret';

export interface NewsletterTestApp {
  url: string;
  cookie: string;
  sink: SmtpSink;
  /** A site link from a mail, pointed at this test app instead of SITE_URL. */
  local(link: string): string;
  /** Resolves once the sign-ups answered so far are stored (they are stored after the answer). */
  settled(): Promise<void>;
  /** The app's services, for jobs a timer runs in production (the comment digest). */
  context: AppContext;
}

/**
 * The real app (response validation on) with its mail going to an SMTP sink in this process;
 * `TRUST_PROXY=loopback`, so tests choose the client address with X-Forwarded-For. `serveSite`
 * also serves the built web app (preview links, rendered pages): run `make build` first.
 */
export function useNewsletterApp(env: Record<string, string> = {}, { serveSite = false } = {}): NewsletterTestApp {
  useTestDatabase();
  const testApp = {} as NewsletterTestApp;
  let server: Server;
  beforeAll(async () => {
    testApp.sink = await startSmtpSink();
    const config = readConfig({
      NODE_ENV: 'test',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SESSION_SECRET: 'test-secret',
      NEWSLETTER_SECRET,
      SITE_URL: TEST_SITE_URL,
      SMTP_URL: testApp.sink.url,
      TRUST_PROXY: 'loopback',
      VALIDATE_RESPONSES: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      ...env,
    });
    const logger = createLogger(config.logLevel);
    await prepareDatabase(logger, { seed: false });
    const app = createApp({ config, logger, dbEngine: inject('dbEngine'), serveSite });
    server = await new Promise<Server>((resolve) => {
      const s = createHttpServer(requestListener(app, logger)).listen(0, '127.0.0.1', () => resolve(s));
    });
    testApp.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp.cookie = await signIn(testApp.url);
    testApp.local = (link) => testApp.url + link.slice(TEST_SITE_URL.length);
    testApp.context = app.locals.context as AppContext;
    testApp.settled = () => (app.locals.context as AppContext).newsletter.afterAnswer.settled();
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
    await testApp.sink?.close();
  });
  return testApp;
}

/** Waits until `check` holds (mail arrives after the answer). */
export async function eventually<T>(check: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
