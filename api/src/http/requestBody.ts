import type { IncomingMessage } from 'node:http';

/** Whether the request announces a body (a length above zero, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
