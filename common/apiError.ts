/** The problem document's `detail` (or `message`, which react-admin reads) when `body` is one. */
export function problemDetail(body: string): string | undefined {
  const text = body.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(text) as { detail?: unknown; message?: unknown };
    const detail = parsed.detail ?? parsed.message;
    return typeof detail === 'string' && detail ? detail : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text of a failed call, always in one shape: "{status}: {body}", where the body is the
 * problem document's `detail` when there is one, else the raw body, else the status text.
 */
export function apiErrorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${problemDetail(body) ?? (body.trim() || statusText)}`;
}
