import { apiErrorMessage } from '../../../common/apiError.ts';

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

/** The problem document's `detail`, when the failed answer is one. */
function problemDetail(text: string): string | undefined {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' && detail ? detail : undefined;
  } catch {
    return undefined;
  }
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's own sentence for the failure (problem+json `detail`), shown as it is to visitors. */
  readonly detail: string | undefined;
  constructor(status: number, message: string, detail?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}
