/**
 * The q-value an Accept-Encoding header gives an encoding: its own entry's, else `*`'s, else 0
 * (absent header: 0). A q-value of 0 means "not acceptable".
 */
export function encodingQuality(header: string | undefined, encoding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== encoding && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === encoding) return quality;
    wildcard = quality;
  }
  return wildcard;
}

/** Whether an Accept-Encoding header allows gzip (by name or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  return encodingQuality(header, 'gzip') > 0;
}
