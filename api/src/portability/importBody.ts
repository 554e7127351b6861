import express, { type RequestHandler } from 'express';
import { IMPORT_MAX_BYTES } from '../../../common/portability.ts';
import { sessionUser } from '../auth/guard.ts';

/**
 * Reads an import's file whole as bytes, for signed-in requests only: without a session the body
 * is left unread and the contract's security check answers 401.
 */
export function importBodies(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: IMPORT_MAX_BYTES });
  return (req, res, next) => {
    sessionUser(req).then((user) => (user ? raw(req, res, next) : next()), next);
  };
}
