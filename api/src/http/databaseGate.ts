import type { RequestHandler } from 'express';
import { databaseState } from '../db/availability.ts';
import { DatabaseUnavailable } from '../db/failures.ts';

/** Reads that may be answered without the database: health, and public reads (from the cache). */
const WITHOUT_DATABASE = /^\/(health|public\/posts|public\/courts)(\/|$)/i;

/**
 * Mounted on /api: while the database is down or restarting, a request that needs it is refused
 * at once (503 with Retry-After) before anything is read or written; cached public reads go on.
 */
export const databaseGate: RequestHandler = (req, _res, next) => {
  if (databaseState() === 'up') return next();
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  next(readOnly && WITHOUT_DATABASE.test(req.path) ? undefined : new DatabaseUnavailable());
};
