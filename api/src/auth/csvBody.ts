import express, { type RequestHandler } from 'express';
import { sessionUser } from './guard.ts';

/**
 * Reads a CSV import's body as text up to `limit` bytes (larger: 413), for signed-in requests
 * only: without a session the body is left unread and the contract's security check answers 401.
 */
export function csvBodies(limit: number): RequestHandler {
  const text = express.text({ type: 'text/csv', limit });
  return (req, res, next) => {
    sessionUser(req).then((user) => (user ? text(req, res, next) : next()), next);
  };
}
