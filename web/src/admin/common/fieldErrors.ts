import { HttpError } from 'react-admin';

/** The server's message for each field of a refused form (the problem document's `errors`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => typeof message === 'string')) as Record<string, string>;
}
