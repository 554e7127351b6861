import { OpenAPIBackend, type Context } from 'openapi-backend';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { onTestFinished, vi } from 'vitest';

// Resolved from the repository root: under jsdom, import.meta.url is not a file: URL.
const definition = parse(readFileSync(path.resolve(process.cwd(), 'codegen/openapi.yaml'), 'utf8'));

/** A JSON body as its value; any other text (a CSV upload) as it is. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type MockHandler = (context: Context) => { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Answers the component's fetch calls from the contract's examples and schemas, so UI tests
 * need no server. Override one operation by its operationId: `mockApi({ 'public.listPosts': () => ({ status: 200, body }) })`.
 * The real fetch comes back when the test finishes (`restore` does it sooner).
 */
export async function mockApi(overrides: Record<string, MockHandler> = {}) {
  const api = new OpenAPIBackend({ definition, quick: true, validate: false });
  const calls: { operationId: string; method: string; path: string; body: unknown }[] = [];
  api.register('notFound', () => ({ status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found', message: 'Not found' } }));
  api.register('notImplemented', (c) => {
    const { status, mock } = c.api.mockResponseForOperation(c.operation.operationId!);
    return { status, body: mock };
  });
  for (const [operationId, handler] of Object.entries(overrides)) api.register(operationId, handler);
  await api.init();

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toLowerCase();
    const body = typeof init.body === 'string' && init.body ? parsedOrText(init.body) : init.body;
    const query = Object.fromEntries(url.searchParams);
    const result = (await api.handleRequest({ method, path: url.pathname, query, body, headers: {} })) as ReturnType<MockHandler>;
    const operation = api.matchOperation({ method, path: url.pathname, headers: {} });
    calls.push({ operationId: operation?.operationId ?? 'unknown', method, path: url.pathname, body });
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return new Response(result.status === 204 || result.status === 304 ? null : text, {
      status: result.status,
      headers: { 'Content-Type': result.status >= 400 ? 'application/problem+json' : 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { calls, restore: () => vi.unstubAllGlobals() };
}
