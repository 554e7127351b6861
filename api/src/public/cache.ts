/**
 * A small per-process cache of public JSON bodies. Every admin write clears it; entries also
 * expire after a few seconds (so another instance's writes show up quickly) and no later than the
 * next scheduled post's publish time (so a post goes public on time).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

interface Entry {
  body: string;
  expiresAt: number;
}

const entries = new Map<string, Entry>();

export function invalidatePublicCache(): void {
  entries.clear();
}

export async function cached(key: string, compute: () => Promise<{ body: string; validUntil?: number }>): Promise<string> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.body;
  const { body, validUntil } = await compute();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { body, expiresAt: Math.min(now + TTL_MS, validUntil ?? Infinity) });
  return body;
}
