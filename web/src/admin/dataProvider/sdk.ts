import { createClient } from '../../../../codegen/hey-api/client/index.ts';
import { sendChecked } from './httpClient.ts';

// The generated client builds absolute Requests; the calls go out by their path, as the browser's own would.
const ORIGIN = globalThis.location?.origin ?? 'http://localhost';

/** A generated call's Request sent through httpClient's fetch: same cookie and headers, the same HttpError on failure. */
async function adminFetch(request: Request): Promise<Response> {
  const url = request.url.startsWith(ORIGIN) ? request.url.slice(ORIGIN.length) : request.url;
  const type = request.headers.get('Content-Type') ?? '';
  const hasBody = request.body !== null;
  // JSON and text go as text (so a mocked fetch reads them); files and forms as their bytes, boundary kept.
  const body = !hasBody ? undefined : /json|xml|^text\//.test(type) ? await request.text() : await request.blob();
  return sendChecked(url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/** The back office's generated client: every SDK call passes `...sdk`, so it throws on failure and resolves with `data`. */
export const sdk = { client: createClient({ baseUrl: ORIGIN, fetch: adminFetch as typeof fetch }), throwOnError: true } as const;

/** A generated call's answer as react-admin's `{ data }`. */
export const dataOf = async <T,>(call: Promise<{ data: T }>): Promise<{ data: T }> => ({ data: (await call).data });

/** A call whose answer has no body, as react-admin's `{ data: null }`. */
export const noData = async (call: Promise<unknown>): Promise<{ data: null }> => {
  await call;
  return { data: null };
};
