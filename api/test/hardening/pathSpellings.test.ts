import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listOperations, type Operation } from '../../src/http/operations.ts';
import { useTestApp } from '../helpers/testApp.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request with the path sent exactly as written (fetch would normalise dots, slashes and backslashes). */
function rawRequest(base: string, method: string, path: string, options: { body?: string; cookie?: string } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers: { 'Content-Type': 'application/json', ...(options.cookie ? { Cookie: options.cookie } : {}) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function concretePath(path: string): string {
  return path.replace('{id}', '1').replace('{revisionId}', '1').replace('{slug}', 'x').replace('{filename}', '000000000000000000000000.png').replace('{subscriberId}', '1');
}

/** The same path written every other way a client or attacker might: each must reach no handler. */
function misspellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const first = segments[0] ?? '';
  const last = segments.at(-1) ?? '';
  const rest = segments.slice(1).join('/');
  const encodeFirstLetter = (word: string) => `%${word.charCodeAt(0).toString(16)}${word.slice(1)}`;
  const spellings = [
    `/${first.toUpperCase()}/${rest}`,
    `/${first[0]?.toUpperCase()}${first.slice(1)}/${rest}`,
    `/${encodeFirstLetter(first)}/${rest}`,
    `/${segments.slice(0, -1).join('/')}/${encodeFirstLetter(last)}`,
    `/${segments.slice(0, -1).join('/')}/${last.toUpperCase()}`,
    `/${path}`,
    `/${first}//${rest}`,
    `${path}/`,
    `${path}//`,
    `/${first}/./${rest}`,
    `/${first}/x/../${rest}`,
    `/${first}/%2e/${rest}`,
    `/${first}/x/%2E%2E/${rest}`,
    `${path}/.`,
    `/${first}\\${rest}`,
    `/${first}%2f${rest}`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

const methodsOf = (op: Operation) => (op.method === 'get' ? ['GET', 'HEAD'] : [op.method.toUpperCase()]);
const writeBody = (method: string) => (method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : '{}');

describe('no spelling of a path skips the session check or the contract', () => {
  const app = useTestApp({ serveSite: true });
  const operations = listOperations();
  const snapshotPaths = ['/api/blog/posts', '/api/blog/tags', '/api/blog/categories', '/api/courts', '/api/newsletter/subscribers', '/api/newsletter/issues'];
  const snapshot = () => Promise.all(snapshotPaths.map(async (path) => (await rawRequest(app.url, 'GET', path, { cookie: app.cookie })).body));

  it('answers every misspelling of every operation, signed out, with neither 2xx nor 5xx, and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const op of operations) {
      for (const method of methodsOf(op)) {
        for (const spelling of misspellings(concretePath(op.path))) {
          const response = await rawRequest(app.url, method, spelling, { body: writeBody(method) });
          if (response.status < 300 || response.status >= 500) failures.push(`${method} ${spelling} (${op.operationId}) answered ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // Thousands of requests, growing with the contract: more than the default per-test time.
  }, 60_000);

  it('asks for a session on every secured operation, for HEAD as for GET', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((one) => one.secured)) {
      for (const method of methodsOf(op)) {
        const response = await rawRequest(app.url, method, concretePath(op.path), { body: writeBody(method) });
        if (response.status !== 401) failures.push(`${method} ${op.path} answered ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a misspelt API path with a 404 problem, even with a session and a valid body', async () => {
    const response = await rawRequest(app.url, 'POST', '/API/blog/tags', { cookie: app.cookie, body: JSON.stringify({ name: 'Spelled', slug: 'spelled' }) });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    const tags = await rawRequest(app.url, 'GET', '/api/blog/tags', { cookie: app.cookie });
    expect(JSON.parse(tags.body)).toEqual([]);
  });

  it('refuses a body the contract forbids on any spelling, with 4xx and no stack trace', async () => {
    for (const path of ['/api/blog/posts/1', '/API/blog/posts/1', '/api/blog/posts/1/', '/%61pi/blog/posts/1']) {
      const response = await rawRequest(app.url, 'PUT', path, { cookie: app.cookie, body: '{}' });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
    }
  });
});
