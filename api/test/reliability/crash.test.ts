import { describe, expect, it } from 'vitest';
import { signIn, startServer, stopServer, useServerDataDir } from './childServer.ts';

const WORKERS = 12;
/** Kill once this many writes have been acknowledged (or after KILL_AFTER_MS), with more in flight. */
const ACKS_BEFORE_KILL = 120;
const KILL_AFTER_MS = 8_000;

interface Ack {
  kind: 'posts' | 'tags';
  id: number;
  slug: string;
}

describe('crash safety', () => {
  const dataDir = useServerDataDir();

  it('keeps every write acknowledged before a SIGKILL in the middle of a burst', { timeout: 120_000 }, async () => {
    const first = await startServer(dataDir);
    const cookie = await signIn(first.url);
    const acks: Ack[] = [];
    let sent = 0;
    let failed = 0;
    const refused: number[] = [];
    let killed = false;

    const write = async (kind: Ack['kind'], slug: string) => {
      const body = kind === 'posts' ? { title: `Crash ${slug}`, slug, content: `<p>Written as ${slug}.</p>`, publishStatus: 'published' } : { name: `Crash ${slug}`, slug };
      sent += 1;
      try {
        const response = await fetch(`${first.url}/api/blog/${kind}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as { id?: number; slug?: string };
        if (response.status === 201 && typeof json.id === 'number') acks.push({ kind, id: json.id, slug });
        else refused.push(response.status);
      } catch {
        failed += 1; // cut off by the kill: not acknowledged, so nothing is promised
      }
    };
    const worker = async (w: number) => {
      for (let n = 0; !killed; n += 1) await write(n % 3 === 2 ? 'tags' : 'posts', `crash-w${w}-n${n}`);
    };
    const burst = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    const started = Date.now();
    while (acks.length < ACKS_BEFORE_KILL && Date.now() - started < KILL_AFTER_MS) await new Promise((resolve) => setTimeout(resolve, 5));
    const acknowledged = [...acks];
    killed = true;
    first.kill('SIGKILL');
    await stopServer(first);
    await burst;
    // Responses that arrived after the kill signal was sent were still acknowledged writes: keep them too.
    const promised = [...acks];
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(failed, 'some writes were in flight when the server died').toBeGreaterThan(0);
    expect(refused, 'every answered write succeeded').toEqual([]);

    const second = await startServer(dataDir);
    const cookie2 = await signIn(second.url);
    const read = async (kind: Ack['kind']) => {
      const response = await fetch(`${second.url}/api/blog/${kind}`, { headers: { Cookie: cookie2 } });
      return (await response.json()) as { id: number; slug: string }[];
    };
    const stored = new Map<string, string>();
    for (const kind of ['posts', 'tags'] as const) for (const row of await read(kind)) stored.set(`${kind}:${row.id}`, row.slug);
    const lost = promised.filter((ack) => stored.get(`${ack.kind}:${ack.id}`) !== ack.slug);
    console.info(`crash: ${sent} writes sent by ${WORKERS} workers, ${promised.length} acknowledged, ${failed} cut off; ${lost.length} lost after restart`);
    expect(lost).toEqual([]);

    // The restarted server goes on writing with fresh ids.
    const after = await fetch(`${second.url}/api/blog/tags`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie2 },
      body: JSON.stringify({ name: 'After the crash', slug: 'after-the-crash' }),
    });
    expect(after.status).toBe(201);
    const afterId = ((await after.json()) as { id: number }).id;
    expect(promised.filter((a) => a.kind === 'tags').every((a) => a.id !== afterId)).toBe(true);
    await stopServer(second, 'SIGTERM');
  });
});
