/** Headers of every newsletter mail: RFC 2369 unsubscribe link and RFC 8058 one-click. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
