import express, { type Request, type RequestHandler } from 'express';
import { IMPORT_MAX_BYTES } from '../../../common/portability.ts';
import { sessionUser } from '../auth/guard.ts';

/** Where an import job is started: a multipart body of the export file and, maybe, an uploads ZIP. */
export const IMPORT_JOBS_PATH = '/api/import/jobs';

/**
 * Reads an import's file whole as bytes, for signed-in requests only: without a session the body
 * is left unread and the contract's security check answers 401. A multipart body (an import job's
 * start) is left to the contract's validator, which reads its parts with `importPartLimits`.
 */
export function importBodies(): RequestHandler {
  const raw = express.raw({ type: (req) => !req.headers['content-type']?.toLowerCase().startsWith('multipart/'), limit: IMPORT_MAX_BYTES });
  return (req, res, next) => {
    sessionUser(req).then((user) => (user ? raw(req, res, next) : next()), next);
  };
}

/**
 * The limits of a multipart import start, undefined for any other multipart request: the export
 * file and the uploads ZIP, each at most the import's size, and the form's few fields.
 */
export function importPartLimits(req: Request): { fileSize: number; files: number; fields: number; parts: number } | undefined {
  return req.originalUrl.split('?')[0] === IMPORT_JOBS_PATH ? { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 2, parts: 4 } : undefined;
}
