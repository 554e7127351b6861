/** A mail server's 5xx is permanent; 4xx, a dropped connection or a timeout may pass on a later try. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The mail server's answer (or the error's message), short enough to show the admin. */
export const describeRefusal = (error: unknown) => String((error as { response?: string }).response ?? (error as Error).message ?? error).slice(0, 300);
