import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { createHttpServer, type ServerLimits } from '../../src/http/serverLimits.ts';
import { requestListener } from '../../src/requestListener.ts';
import { createLogger } from '../../src/logger.ts';

export interface LiveApp {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * One more API instance on the database this test file is connected to, built as server.ts
 * builds it, with the given environment (on top of test defaults) and optional server limits.
 */
export async function startInstance(env: Record<string, string> = {}, limits: Partial<ServerLimits> = {}): Promise<LiveApp> {
  const config = readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'instance-password', SESSION_SECRET: 'instance-secret', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger(config.logLevel);
  const app = createApp({ config, logger, dbEngine: 'ferretdb' });
  const server = createHttpServer(requestListener(app, logger), limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function signInTo(url: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ username: 'admin', password }) });
}

/** The `name=value` part of the session cookie a sign-in set. */
export function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function statusWith(url: string, cookie: string, path = '/api/blog/posts'): Promise<number> {
  const response = await fetch(`${url}${path}`, { headers: { Cookie: cookie } });
  await response.arrayBuffer();
  return response.status;
}
