import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { STORAGE_MESSAGES, UPLOAD_MESSAGES } from '../../../common/messages.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/availability.ts';
import { DatabaseUnavailable, isDatabaseUnavailable, isStorageFull, mayHaveBeenApplied } from '../db/failures.ts';
import type { Logger } from '../logger.ts';
import { jsonBodySchemas } from './operations.ts';
import { HttpProblem, problemBody } from './problem.ts';
import { fieldErrors, type FieldRules, type ValidatorItem } from './validatorErrors.ts';

interface ErrorLike {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string | number;
  errors?: ValidatorItem[];
  message?: string;
}

const MALFORMED_MULTIPART = /unexpected end of form|malformed part header|multipart|boundary/i;
const MALFORMED_UPLOAD = 'The upload was cut off or malformed. Please try again.';
const BODY_TOO_LARGE = 'The request body is too large.';

interface Described {
  status: number;
  detail: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The schema a request's JSON body was checked against, from the operation the validator matched. */
let bodySchemas: Map<string, string> | undefined;
const bodySchemaOf = (req: Request & { openapi?: { schema?: { operationId?: string } } }) => (bodySchemas ??= jsonBodySchemas()).get(req.openapi?.schema?.operationId ?? '');

const unavailable: Described = { status: 503, detail: STORAGE_MESSAGES.unavailable, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } };

/** Maps any error to its status, detail and field errors; unknown errors are 500. */
function describe(error: unknown, fields: FieldRules, body: unknown, bodySchema?: string): Described {
  if (error instanceof HttpProblem) {
    return { status: error.status, detail: error.message, errors: error.errors, headers: error.headers };
  }
  if (isStorageFull(error)) return { status: 507, detail: STORAGE_MESSAGES.full };
  if (isDatabaseUnavailable(error)) return unavailable;
  const e = (error ?? {}) as ErrorLike;
  if (e.code === 'LIMIT_FILE_SIZE') return { status: 413, detail: UPLOAD_MESSAGES.tooLarge };
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    return { status: 400, detail: UPLOAD_MESSAGES.oneImage, errors: { image: UPLOAD_MESSAGES.oneImage } };
  }
  if (e.type === 'entity.too.large') return { status: 413, detail: BODY_TOO_LARGE };
  if (e.type === 'entity.parse.failed') return { status: 400, detail: 'The request body is not valid JSON.' };
  if (e.code === 11000) return { status: 409, detail: 'A record with the same unique value already exists.' };
  const status = e.status ?? e.statusCode;
  if (status === 413) {
    return { status, detail: /file/i.test(e.message ?? '') ? UPLOAD_MESSAGES.tooLarge : BODY_TOO_LARGE };
  }
  // The validator's multipart step reports a cut-off or malformed form as a 500; it is the client's.
  if (status === 500 && Array.isArray(e.errors) && MALFORMED_MULTIPART.test(e.message ?? '')) {
    return { status: 400, detail: MALFORMED_UPLOAD };
  }
  if (status && status >= 400 && status < 500) {
    if (Array.isArray(e.errors) && e.errors.length > 0) {
      if (status === 415) return { status, detail: e.errors[0]?.message ?? e.message ?? 'Unsupported request.' };
      const errors = fieldErrors(e.errors, fields, body, bodySchema);
      const first = status === 400 ? Object.values(errors)[0] : undefined;
      return { status, detail: first ?? e.message ?? 'Request refused.', errors: status === 400 ? errors : undefined };
    }
    return { status, detail: e.message ?? 'Request refused.' };
  }
  return { status: 500, detail: 'Something went wrong on our side. Please try again.' };
}

/**
 * The one error handler: every failure leaves as application/problem+json. `fields` holds every
 * resource's texts for the body fields the contract's validator refuses.
 */
export function problemHandler(logger: Logger, fields: FieldRules): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const described = describe(error, fields, req.body, bodySchemaOf(req));
    const { status, errors, headers } = described;
    // A change the lost connection cut off, and not undone, may be stored: the answer says so.
    const inDoubt = status === 503 && !['GET', 'HEAD'].includes(req.method) && mayHaveBeenApplied(error);
    const detail = inDoubt ? STORAGE_MESSAGES.inDoubt : described.detail;
    // A refusal before any work would flood the log during an outage (the launcher logs the outage
    // itself); a request the outage cut off in the middle is worth a line.
    if (error instanceof DatabaseUnavailable) logger.debug({ url: req.originalUrl }, 'refused: the database is down');
    else if (status === 503) logger.warn({ err: error, url: req.originalUrl }, 'request cut off: the database stopped answering');
    else if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.status(status).type('application/problem+json').send(JSON.stringify(problemBody(status, detail, errors)));
  };
}

/** 404 for /api paths no operation matched (the validator catches most; this is the backstop). */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpProblem(404, `No API operation at ${req.method} ${req.path}.`));
};
