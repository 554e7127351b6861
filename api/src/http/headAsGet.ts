import type { Request, RequestHandler } from 'express';

const heads = new WeakSet<Request>();

/**
 * HEAD is answered wherever GET is (RFC 9110). The contract declares only GET, so the validator
 * sees a HEAD as its GET (same checks, same security) and the method is restored afterwards;
 * Node sends no body for a HEAD whatever the handler writes.
 */
export const headAsGet: RequestHandler = (req, _res, next) => {
  if (req.method === 'HEAD') {
    heads.add(req);
    req.method = 'GET';
  }
  next();
};

/** Gives a HEAD request its method back once the validator has passed it. */
export const restoreHead: RequestHandler = (req, _res, next) => {
  if (heads.has(req)) req.method = 'HEAD';
  next();
};
