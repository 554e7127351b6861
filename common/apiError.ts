/**
 * The text of a failed call, always in one shape: "{status}: {body}", where the body is the
 * problem document's `detail` when there is one, else the raw body, else the status text.
 */
export function apiErrorMessage(status: number, statusText: string, body: string): string {
  let text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { detail?: unknown; message?: unknown };
      const detail = parsed.detail ?? parsed.message;
      if (typeof detail === 'string' && detail) text = detail;
    } catch {
      // not JSON after all: keep the raw text
    }
  }
  return `${status}: ${text || statusText}`;
}
