import type { RequestHandler } from 'express';

/**
 * Which statuses the server's own guards, limiters and error mappings can give, declared once, next
 * to the code that gives them: `api/test/contractStatuses.test.ts` checks that the contract declares
 * each one on every operation it applies to.
 */

/** What a status source needs to know about an operation of the contract. */
export interface OperationShape {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  /** The least role a secured operation declares (`x-min-role`). */
  minRole?: string;
  /** Media types of the request body; empty without one. */
  bodyTypes: string[];
  /** Names of the path parameters. */
  pathParams: string[];
  /** Names of the query parameters. */
  queryParams: string[];
}

export interface StatusSource {
  /** Where the statuses come from, as the test reports it. */
  source: string;
  statuses: number[];
  appliesTo: (op: OperationShape) => boolean;
}

const STATUSES = Symbol('statuses');
type Tagged = RequestHandler & { [STATUSES]?: number[] };

/** Marks a middleware of an operation's handler list with the statuses it answers on its own (a limiter's 429). */
export function answers<T extends RequestHandler>(statuses: number[], handler: T): T {
  (handler as Tagged)[STATUSES] = statuses;
  return handler;
}

/** The statuses the middleware of one operation's handler (a function or a list) declared with `answers`. */
export function handlerStatuses(handler: RequestHandler | RequestHandler[] | undefined): number[] {
  const list = Array.isArray(handler) ? handler : handler ? [handler] : [];
  return list.flatMap((item) => (item as Tagged)[STATUSES] ?? []);
}

/** The public read limit (public/readLimit.ts) is mounted on these paths, for GET (and HEAD) only. */
export const PUBLIC_READ_LIMITED_PATHS = ['/api/public', '/rss.xml', '/sitemap.xml', '/events.ics', '/courts', '/gear/rss.xml'];

const underAny = (path: string, prefixes: string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const isWrite = (op: OperationShape) => op.method !== 'get' && op.method !== 'head';
const JSON_TYPE = 'application/json';

/** The statuses the app-wide guards and the one error handler give, by the operations they reach. */
export const STATUS_SOURCES: StatusSource[] = [
  { source: 'public read limit (public/readLimit.ts, app.ts)', statuses: [429], appliesTo: (op) => op.method === 'get' && underAny(op.path, PUBLIC_READ_LIMITED_PATHS) },
  { source: 'session check of the operation security (auth/guard.ts)', statuses: [401], appliesTo: (op) => op.secured },
  { source: 'role check of x-min-role (auth/guard.ts)', statuses: [403], appliesTo: (op) => op.secured && op.minRole !== 'viewer' },
  { source: 'cross-site write refusal (http/sameOrigin.ts)', statuses: [403], appliesTo: (op) => isWrite(op) && op.path.startsWith('/api/') },
  { source: 'request validation (express-openapi-validator)', statuses: [400], appliesTo: (op) => op.bodyTypes.length > 0 || op.pathParams.length > 0 || op.queryParams.length > 0 },
  { source: 'body media type check (express-openapi-validator)', statuses: [415], appliesTo: (op) => op.bodyTypes.length > 0 },
  { source: 'body size limits (auth/bodyLimits.ts, auth/csvBody.ts, uploads)', statuses: [413], appliesTo: (op) => op.bodyTypes.length > 0 },
  { source: 'JSON body parser (http/errorHandler.ts: not valid JSON)', statuses: [400], appliesTo: (op) => op.bodyTypes.includes(JSON_TYPE) },
  { source: 'record look-up by path parameter (http/problem.ts notFound)', statuses: [404], appliesTo: (op) => op.pathParams.length > 0 },
  { source: 'database unavailable (every operation reads or writes the database)', statuses: [503], appliesTo: () => true },
  { source: 'storage full (every write)', statuses: [507], appliesTo: isWrite },
];
