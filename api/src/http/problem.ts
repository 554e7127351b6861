import { STATUS_CODES } from 'node:http';

/** An error that becomes an RFC 9457 problem document with the given status. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, detail: string, options: { errors?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  message: string;
  errors?: Record<string, string>;
}

export function problemBody(status: number, detail: string, errors?: Record<string, string>): ProblemBody {
  const body: ProblemBody = { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, message: detail };
  if (errors && Object.keys(errors).length > 0) body.errors = errors;
  return body;
}

/** A 400 whose detail is the first field message, with every field's message under `errors`. */
export function validationProblem(errors: Record<string, string>): HttpProblem {
  const first = Object.values(errors)[0] ?? 'The request is invalid.';
  return new HttpProblem(400, first, { errors });
}

export const notFound = (what: string) => new HttpProblem(404, `${what} not found.`);
