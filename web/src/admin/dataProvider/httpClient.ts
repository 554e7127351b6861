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
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, { ...options, headers, credentials: 'include' });
  const body = await response.text();
  let json: unknown = undefined;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = body;
  }
  if (!response.ok) {
    throw new HttpError(apiErrorMessage(response.status, response.statusText, body), response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}
