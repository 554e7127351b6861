import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { appFetch } from '../../src/http/appFetch.ts';
import { requestListener } from '../../src/requestListener.ts';
import { createHttpServer } from '../../src/http/serverLimits.ts';
import { createLogger } from '../../src/logger.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** Small enough to reach in a test: a page and its own reads of the API must count as one. */
const LIMIT = 3;

/** Rendered pages read the API through the app itself, so the contract checks their parameters, and they count once. */
describe("rendered pages' reads of the API", () => {
  const writer = useTestApp();
  let app: Express;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    await postsCreate({ client: writer.admin, body: { title: 'Third Shot Drop', slug: 'third-shot-drop', content: '<p>Soft, into the kitchen.</p>', publishStatus: 'published' } });
    const config = readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'reads-password', SESSION_SECRET: 'reads-secret', LOG_LEVEL: 'silent', PUBLIC_READ_LIMIT: String(LIMIT) });
    const logger = createLogger(config.logLevel);
    app = createApp({ config, logger, dbEngine: inject('dbEngine'), serveSite: true });
    server = await new Promise<Server>((resolve) => {
      const s = createHttpServer(requestListener(app, logger)).listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
  });

  it('get the same answers as a client, parameter checks included', async () => {
    const read = appFetch(app);
    for (const path of ['/api/public/posts?page=1&pageSize=5', '/api/public/posts/third-shot-drop', '/api/public/posts?pageSize=500', '/api/public/posts?page=1&extra=1', '/api/public/posts/Not_A_Slug', '/api/public/posts?category=a&tag=b']) {
      const [inProcess, overHttp] = await Promise.all([read(path), fetch(`${writer.url}${path}`)]);
      expect(inProcess.status, path).toBe(overHttp.status);
      expect(inProcess.headers.get('content-type'), path).toBe(overHttp.headers.get('content-type'));
      expect(await inProcess.text(), path).toBe(await overHttp.text());
    }
    expect((await read('/api/public/posts?pageSize=500')).status).toBe(400);
  });

  it('are not counted against the visitor: each page counts once toward the per-address limit', async () => {
    const statuses: number[] = [];
    for (const path of ['/blog', '/blog/third-shot-drop', '/blog/no-such-post', '/blog?page=2']) statuses.push((await fetch(`${url}${path}`)).status);
    expect(statuses).toEqual([200, 200, 404, 429]);
  });
});
