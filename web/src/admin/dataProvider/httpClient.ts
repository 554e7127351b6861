import { HttpError } from 'react-admin';
import { apiErrorMessage } from '../../../../common/apiError.ts';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/**
 * fetch for the admin data layer: same origin, session cookie included, JSON in and out.
 * A failed call throws react-admin's HttpError whose message is "{status}: {detail}"
 * and whose body keeps the problem document, so `errors` lands under the form fields.
 */
export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResponse> {
  const response = await sendChecked(url, options);
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: parsed(body) };
}

/** A body as JSON; its text when it is not JSON, nothing when empty. */
function parsed(body: string): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The answer of a call that succeeded; a failure throws the HttpError httpClient's does. */
export async function sendChecked(url: string, options: RequestInit = {}): Promise<Response> {
  const response = await send(url, options);
  if (response.ok) return response;
  const body = await response.text();
  throw new HttpError(apiErrorMessage(response.status, response.statusText, body), response.status, parsed(body));
}

async function send(url: string, options: RequestInit): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return fetch(url, { ...options, headers, credentials: 'include' });
}

/** The file name a download's Content-Disposition gives, `download` when none. */
export const downloadName = (response: Response): string => /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
