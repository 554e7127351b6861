import { readFileSync } from 'node:fs';
import type { Express, RequestHandler } from 'express';
import { parse } from 'yaml';

export const OPENAPI_PATH = new URL('../../../openapi.yaml', import.meta.url).pathname;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

export interface Operation {
  operationId: string;
  method: Method;
  /** The contract's path, e.g. /api/blog/posts/{id} */
  path: string;
  secured: boolean;
}

interface OpenApiDocument {
  security?: unknown[];
  paths: Record<string, Partial<Record<Method, { operationId?: string; security?: unknown[] }>>>;
}

let cachedDocument: OpenApiDocument | undefined;
function openApiDocument(): OpenApiDocument {
  cachedDocument ??= parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
  return cachedDocument;
}

/** Every operation of openapi.yaml. */
export function listOperations(doc: OpenApiDocument = openApiDocument()): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId in openapi.yaml`);
      const security = op.security ?? doc.security ?? [];
      operations.push({ operationId: op.operationId, method, path, secured: security.length > 0 });
    }
  }
  return operations;
}

export type HandlerGroups = Record<string, Record<string, RequestHandler | RequestHandler[]>>;

/**
 * Mounts one handler per operation, found by operationId: `posts.list` is `handlers.posts.list`.
 * A missing handler stops start-up with a message naming it.
 */
export function mountOperations(app: Express, handlers: HandlerGroups): void {
  const missing: string[] = [];
  for (const op of listOperations()) {
    const [group = '', action = ''] = op.operationId.split('.');
    const handler = handlers[group]?.[action];
    if (!handler) {
      missing.push(op.operationId);
      continue;
    }
    app[op.method](op.path.replace(/\{(\w+)\}/g, ':$1'), handler);
  }
  if (missing.length > 0) {
    throw new Error(`openapi.yaml declares operations with no handler: ${missing.join(', ')}`);
  }
}
