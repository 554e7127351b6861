import express, { type RequestHandler } from 'express';
import { COURT_IMPORT_MAX_BYTES } from '../../../common/courts.ts';
import { sessionUser } from '../auth/guard.ts';

/**
 * Reads a CSV import's body as text, for signed-in requests only: without a session the body is
 * left unread and the contract's security check answers 401.
 */
export function csvBodies(): RequestHandler {
  const text = express.text({ type: 'text/csv', limit: COURT_IMPORT_MAX_BYTES });
  return (req, res, next) => {
    sessionUser(req).then((user) => (user ? text(req, res, next) : next()), next);
  };
}
