import { apiErrorMessage, problemDetail } from '../../../common/apiError.ts';

/** How pages read the API while rendered on the server: in-process, set once by the renderer. */
let serverFetch: ((url: string) => Promise<Response>) | undefined;

export function setServerFetch(read: (url: string) => Promise<Response>): void {
  serverFetch = read;
}

/**
 * The fetch used by the generated orval hooks: same-origin, cookies included, JSON out.
 * A non-OK answer throws an Error whose message is "{status}: {detail}".
 */
export async function apiFetch<T>(url: string, init?: RequestInit): Promise<T> {
  const response = serverFetch ? await serverFetch(url) : await fetch(url, { credentials: 'include', ...init });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, apiErrorMessage(response.status, response.statusText, text), problemDetail(text));
  }
  const data: unknown = text ? JSON.parse(text) : undefined;
  // orval's fetch client expects { data, status, headers }.
  return { data, status: response.status, headers: response.headers } as T;
}

/** A failed API answer: its status, the "{status}: {detail}" message, and the server's own sentence. */
export class ApiError extends Error {
  /** `detail`: the problem document's sentence for the failure, shown as it is to visitors. */
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}
