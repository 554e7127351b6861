import express, { type RequestHandler } from 'express';
import { hasBody } from '../http/requestBody.ts';
import { memberOf } from '../members/session.ts';
import { sessionUser } from './guard.ts';

/** What a request without a live session may send: sign-in and the other public operations need far less. */
export const ANONYMOUS_BODY_LIMIT_BYTES = 8 * 1024;
/** What a signed-in member may send: a comment of the longest length in any script. */
export const MEMBER_BODY_LIMIT_BYTES = 16 * 1024;

/** The error body-parser raises for an oversized body, so the one error handler words it the same. */
function tooLarge(): Error {
  return Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
}

/**
 * Parses JSON bodies with a limit chosen before any byte is parsed: `signedInLimit` for requests
 * carrying a live staff session, 16 KB with a member's, 8 KB for everyone else (413 above, announced or not). Requests
 * without a body skip the session lookup.
 */
export function jsonBodies(signedInLimit: string): RequestHandler {
  const signedIn = express.json({ limit: signedInLimit });
  const anonymous = express.json({ limit: ANONYMOUS_BODY_LIMIT_BYTES });
  const member = express.json({ limit: MEMBER_BODY_LIMIT_BYTES });
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    sessionUser(req).then(async (user) => {
      if (user) return signedIn(req, res, next);
      const isMember = Boolean(await memberOf(req));
      const [limit, parse] = isMember ? ([MEMBER_BODY_LIMIT_BYTES, member] as const) : ([ANONYMOUS_BODY_LIMIT_BYTES, anonymous] as const);
      if (Number(req.headers['content-length']) > limit) {
        // Not read: the connection closes after the answer instead of draining the body.
        res.setHeader('Connection', 'close');
        return next(tooLarge());
      }
      return parse(req, res, next);
    }).catch(next);
  };
}
