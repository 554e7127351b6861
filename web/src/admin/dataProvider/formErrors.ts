import { HttpError } from 'react-admin';

/**
 * A refused write with the server's field names turned into the form's (`fieldOf`), so each
 * message lands under its input; any other failure passes through unchanged.
 */
export async function withFormErrors<T>(write: () => Promise<T>, fieldOf: (field: string) => string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as { errors?: Record<string, string> } | undefined;
    if (!body?.errors) throw error;
    const errors: Record<string, string> = {};
    // Two server fields may land on one input (two bad images): the first message stays.
    for (const [field, message] of Object.entries(body.errors)) errors[fieldOf(field)] ??= message;
    throw new HttpError(error.message, error.status, { ...body, errors });
  }
}
