import express, { type RequestHandler } from 'express';
import { hasBody } from '../http/requestBody.ts';
import { sessionUser } from './guard.ts';

/** What a request without a live session may send: sign-in and the other public operations need far less. */
export const ANONYMOUS_BODY_LIMIT_BYTES = 8 * 1024;

/** The error body-parser raises for an oversized body, so the one error handler words it the same. */
function tooLarge(): Error {
  return Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
}

/**
 * Parses JSON bodies with a limit chosen before any byte is parsed: `signedInLimit` for requests
 * carrying a live session, 8 KB for everyone else (413 above, announced or not). Requests
 * without a body skip the session lookup.
 */
export function jsonBodies(signedInLimit: string): RequestHandler {
  const signedIn = express.json({ limit: signedInLimit });
  const anonymous = express.json({ limit: ANONYMOUS_BODY_LIMIT_BYTES });
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    sessionUser(req).then((user) => {
      if (user) return signedIn(req, res, next);
      if (Number(req.headers['content-length']) > ANONYMOUS_BODY_LIMIT_BYTES) {
        // Not read: the connection closes after the answer instead of draining the body.
        res.setHeader('Connection', 'close');
        return next(tooLarge());
      }
      return anonymous(req, res, next);
    }, next);
  };
}
