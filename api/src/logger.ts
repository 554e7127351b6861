import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Secrets never reach the log: session cookies (request `Cookie`, response `Set-Cookie`),
 * `Authorization` headers, a full backup's passphrase (its header, any `passphrase` field), and any
 * `password` field, including inside a refused body.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["backup-passphrase"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'body.password',
  'passphrase',
  '*.passphrase',
  'body.passphrase',
  'req.body',
  'err.body',
  'error.body',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
