import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeServices } from '../src/compose.ts';
import { createHandlers } from '../src/handlers.ts';
import { readConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { OPENAPI_PATH, type HandlerGroups } from '../src/http/operations.ts';
import { answers, handlerStatuses, STATUS_SOURCES, type OperationShape } from '../src/http/statusSources.ts';

interface Parameter { $ref?: string; in?: string; name?: string }
interface SchemaRef { $ref?: string; allOf?: SchemaRef[] }
interface OperationDoc {
  operationId: string;
  security?: unknown[];
  'x-min-role'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: SchemaRef }> }>;
}
interface Contract {
  security?: unknown[];
  paths: Record<string, Record<string, OperationDoc | Parameter[]>>;
  components: { parameters: Record<string, Parameter>; responses: Record<string, OperationDoc['responses'][string]>; schemas: Record<string, SchemaRef> };
}

/** The app's handlers as createApp builds them (nothing here touches the database). */
const config = readConfig({ NODE_ENV: 'test', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'test-password', SESSION_SECRET: 'test-secret' });
const handlers = createHandlers(composeServices({ config, logger: createLogger('silent'), engine: 'external' }));

const contract = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Contract;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const resolveParameter = (p: Parameter): Parameter => (p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!]! : p);

/** Each operation of the contract with what the status sources look at, and the statuses it declares. */
function contractOperations(): Array<OperationShape & { declared: Set<number>; doc: OperationDoc }> {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const doc = item[method] as OperationDoc;
      const parameters = [...((item.parameters as Parameter[] | undefined) ?? []), ...(doc.parameters ?? [])].map(resolveParameter);
      return {
        operationId: doc.operationId,
        method,
        path,
        secured: (doc.security ?? contract.security ?? []).length > 0,
        minRole: doc['x-min-role'],
        bodyTypes: Object.keys(doc.requestBody?.content ?? {}),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name!),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name!),
        declared: new Set(Object.keys(doc.responses).map(Number)),
        doc,
      };
    }),
  );
}

/** The statuses the server can give for an operation: app-wide sources plus its own handler's marked middleware. */
function serverStatuses(op: OperationShape, groups: HandlerGroups): Map<number, string[]> {
  const found = new Map<number, string[]>();
  const add = (status: number, source: string) => found.set(status, [...(found.get(status) ?? []), source]);
  for (const source of STATUS_SOURCES) if (source.appliesTo(op)) source.statuses.forEach((status) => add(status, source.source));
  const [group = '', action = ''] = op.operationId.split('.');
  for (const status of handlerStatuses(groups[group]?.[action])) add(status, `${op.operationId}'s own middleware`);
  return found;
}

/** "METHOD path: status (source)" for every status the server can give that the contract leaves out. */
function undeclared(groups: HandlerGroups): string[] {
  return contractOperations().flatMap((op) =>
    [...serverStatuses(op, groups)].filter(([status]) => !op.declared.has(status)).map(([status, sources]) => `${op.method.toUpperCase()} ${op.path}: ${status} (${sources.join('; ')})`),
  );
}

const PROBLEM = '#/components/schemas/Problem';
/** The problem schema itself, or a schema built on it with allOf (named or inline). */
function isProblem(schema: SchemaRef | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref === PROBLEM) return true;
  if (schema.$ref) return isProblem(contract.components.schemas[schema.$ref.split('/').pop()!]);
  return (schema.allOf ?? []).some(isProblem);
}

const responseOf = (op: { doc: OperationDoc }, status: number) => {
  const response = op.doc.responses[String(status)]!;
  return response.$ref ? contract.components.responses[response.$ref.split('/').pop()!]! : response;
};

describe('the contract declares every status the server can give', () => {
  it('declares each status of every limiter, guard and error mapping on the operations they reach', () => {
    expect(undeclared(handlers)).toEqual([]);
  });

  it('fails when a limiter is added to an operation without declaring its 429', () => {
    const limiter = answers([429], ((_req, _res, next) => next()) as RequestHandler);
    const withLimiter: HandlerGroups = { ...handlers, posts: { ...handlers.posts, get: [limiter, handlers.posts!.get as RequestHandler] } };
    expect(undeclared(withLimiter)).toEqual([expect.stringMatching(/^GET \/api\/blog\/posts\/\{id\}: 429 \(posts\.get's own middleware\)$/)]);
  });

  it('declares 429 only where a limiter applies, always with Retry-After and a problem document', () => {
    const limited = contractOperations().filter((op) => op.declared.has(429));
    for (const op of limited) {
      expect(serverStatuses(op, handlers).has(429), `${op.operationId} declares 429 without a limiter`).toBe(true);
      expect(op.doc.responses['429']!.$ref).toBe('#/components/responses/TooManyRequests');
    }
    expect(limited.map((op) => op.operationId)).toEqual(expect.arrayContaining(['auth.login', 'newsletter.subscribe', 'public.listPosts', 'public.getPost', 'public.rss', 'public.sitemap']));
    expect(Object.keys(contract.components.responses.TooManyRequests!.headers ?? {})).toContain('Retry-After');
  });

  it('answers every 4xx and 5xx status it declares with the problem schema', () => {
    const notProblems = contractOperations().flatMap((op) =>
      [...op.declared]
        .filter((status) => status >= 400 && status !== 431)
        .filter((status) => !isProblem(responseOf(op, status).content?.['application/problem+json']?.schema))
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(notProblems).toEqual([]);
  });

  it('declares the reusable responses the server shares', () => {
    const { responses } = contract.components;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['TooManyRequests', 'PayloadTooLarge', 'UnsupportedMediaType', 'ServiceUnavailable', 'InsufficientStorage']));
    expect(Object.keys(responses.ServiceUnavailable!.headers ?? {})).toContain('Retry-After');
  });
});
