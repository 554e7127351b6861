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
  const response = await send(url, options);
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

async function send(url: string, options: RequestInit): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return fetch(url, { ...options, headers, credentials: 'include' });
}

/** A file the server answers (a download made by a POST), as bytes with the name it gives; a failure throws as httpClient's does. */
export async function httpDownload(url: string, options: RequestInit = {}): Promise<{ blob: Blob; filename: string }> {
  const response = await send(url, options);
  if (!response.ok) {
    const body = await response.text();
    let json: unknown = body;
    try {
      json = JSON.parse(body);
    } catch {
      // Not a problem document: the text stands.
    }
    throw new HttpError(apiErrorMessage(response.status, response.statusText, body), response.status, json);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}
