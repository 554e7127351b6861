import { readFileSync } from 'node:fs';
import { Router, type RequestHandler } from 'express';
import { parse } from 'yaml';
import { isRole, ROLES, type Role } from '../../../common/roles.ts';

/** The contract as one document: openapi/ bundled by `make codegen` (served, validated with, walked below). */
export const OPENAPI_PATH = new URL('../../../codegen/openapi.yaml', import.meta.url).pathname;

/** The security scheme of member operations (readers signed in by a mailed link). */
const MEMBER_SCHEME = 'memberCookie';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

export interface Operation {
  operationId: string;
  method: Method;
  /** The contract's path, e.g. /api/blog/posts/{id} */
  path: string;
  secured: boolean;
  /** Needs a member's session (the `memberCookie` scheme) instead of a staff one; never `secured`. */
  member?: boolean;
  /** The least staff role that may call a secured operation (`x-min-role`); undefined when open. */
  minRole?: Role;
  /** What a successful call changes besides its own records (`x-cache-effects`; writes only). */
  cacheEffects: CacheEffect[];
  /** Answers about its caller (a session, a member, or `x-private`), so no browser or proxy may keep them. */
  private: boolean;
}

/**
 * Derived data a write can make stale: `public`, the cached public pages, JSON and feeds; `post`,
 * the cached bodies of the one post the write names as it answers (a comment shown on it);
 * `published`, the public bodies too, unless the write's record neither was nor is on the
 * public pages (a draft saved as a draft: the handler says so with `offPublicPages`).
 */
export type CacheEffect = 'public' | 'post' | 'published';
const CACHE_EFFECTS: readonly CacheEffect[] = ['public', 'post', 'published'];

interface OpenApiDocument {
  security?: unknown[];
  paths: Record<
    string,
    Partial<
      Record<
        Method,
        { operationId?: string; security?: unknown[]; 'x-cache-effects'?: unknown; 'x-min-role'?: unknown; 'x-private'?: unknown; requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }
      >
    >
  >;
}

let cachedDocument: OpenApiDocument | undefined;
function openApiDocument(): OpenApiDocument {
  cachedDocument ??= parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
  return cachedDocument;
}

/** The named schema (`PostInput`) each operation's JSON body is checked against, by operationId. */
export function jsonBodySchemas(doc: OpenApiDocument = openApiDocument()): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
      if (op.operationId && ref) names.set(op.operationId, ref.slice(ref.lastIndexOf('/') + 1));
    }
  }
  return names;
}

/** Every operation of the contract. */
export function listOperations(doc: OpenApiDocument = openApiDocument()): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId in the contract (openapi/)`);
      // An empty requirement (`{}`) among the alternatives means anonymous callers are allowed.
      const security = (op.security ?? doc.security ?? []) as object[];
      const guarded = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
      const member = guarded && security.every((requirement) => Object.keys(requirement).join() === MEMBER_SCHEME);
      const secured = guarded && !member;
      operations.push({
        operationId: op.operationId,
        method,
        path,
        secured,
        member,
        minRole: minRoleOf(op.operationId, secured, op['x-min-role']),
        cacheEffects: cacheEffectsOf(op.operationId, method, op['x-cache-effects']),
        private: privateOf(op.operationId, op['x-private']) || guarded,
      });
    }
  }
  return operations;
}

/** The least role a secured operation declares (its x-min-role), for rules that follow it outside a request. */
export function leastRoleOf(operationId: string): Role {
  const role = listOperations().find((op) => op.operationId === operationId)?.minRole;
  if (!role) throw new Error(`${operationId} is not a secured operation of the contract (openapi/)`);
  return role;
}

/** Every secured operation declares the least role that may call it; an open one declares none. */
function minRoleOf(operationId: string, secured: boolean, declared: unknown): Role | undefined {
  if (!secured) {
    if (declared !== undefined) throw new Error(`${operationId} is open to anyone and cannot declare x-min-role`);
    return undefined;
  }
  if (!isRole(declared)) throw new Error(`${operationId} needs a session and must declare x-min-role: one of ${ROLES.join(', ')}`);
  return declared;
}

/** Every write declares its effects (an empty list when it has none); a read declares none. */
function cacheEffectsOf(operationId: string, method: Method, declared: unknown): CacheEffect[] {
  if (method === 'get') {
    if (declared !== undefined) throw new Error(`${operationId} is a read and cannot declare x-cache-effects`);
    return [];
  }
  if (!Array.isArray(declared) || declared.some((effect) => !CACHE_EFFECTS.includes(effect as CacheEffect))) {
    throw new Error(`${operationId} must declare x-cache-effects as a list of ${CACHE_EFFECTS.join(', ')} (empty when it changes nothing cached)`);
  }
  return declared as CacheEffect[];
}

/** An open operation whose answer depends on the caller's cookies declares `x-private: true`; a guarded one is private already. */
function privateOf(operationId: string, declared: unknown): boolean {
  if (declared !== undefined && declared !== true) throw new Error(`${operationId} may declare x-private only as true`);
  return declared === true;
}

/** Private answers are never stored, by the browser or anything between (set before the guard, so its 401 is not stored either). */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export type HandlerGroups = Record<string, Record<string, RequestHandler | RequestHandler[]>>;

export interface OperationRouterParts {
  handlers: HandlerGroups;
  /** The check an operation's declared `security` asks for (undefined: anyone may call it). */
  guard: (op: Operation) => RequestHandler | undefined;
  /** Applies what a successful call of `op` declares it changes (undefined: nothing to apply). */
  effects: (op: Operation) => RequestHandler | undefined;
  /** Runs between the guards and the handlers (the contract's request validation). */
  validate: RequestHandler | RequestHandler[];
}

/** The Express pattern of a contract path: `/api/blog/posts/{id}` is `/api/blog/posts/:id`. */
const expressPath = (op: Operation) => op.path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The routers of every operation in the contract, built from one walk of it: `guards` holds each
 * operation's guard and `handlers` its validation and handler, each on the same route pattern
 * with the same case-sensitive, strict routing, so no spelling of a path can reach a handler
 * without passing its guard. The app mounts `guards` before reading any body or query value, so a
 * caller without the right session learns nothing but 401 about what it sent. Handlers are found
 * by operationId (`posts.list` is `handlers.posts.list`); a missing handler stops start-up with a
 * message naming it.
 */
export function operationRouters({ handlers, guard, effects, validate }: OperationRouterParts): { guards: Router; handlers: Router } {
  const guards = Router({ caseSensitive: true, strict: true });
  const router = Router({ caseSensitive: true, strict: true });
  const operations = listOperations();
  for (const op of operations) {
    const check = guard(op);
    const steps = [...(op.private ? [noStore] : []), ...(check ? [check] : [])];
    if (steps.length > 0) guards[op.method](expressPath(op), ...steps);
  }
  router.use(validate);
  const missing: string[] = [];
  for (const op of operations) {
    const [group = '', action = ''] = op.operationId.split('.');
    const handler = handlers[group]?.[action];
    if (!handler) {
      missing.push(op.operationId);
      continue;
    }
    const effect = effects(op);
    router[op.method](expressPath(op), ...(effect ? [effect] : []), ...[handler].flat());
  }
  if (missing.length > 0) {
    throw new Error(`The contract (openapi/) declares operations with no handler: ${missing.join(', ')}`);
  }
  return { guards, handlers: router };
}
