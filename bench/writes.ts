import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { connectMongoose } from '../api/src/db/connect.ts';
import { startDatabase } from '../api/src/db/launcher.ts';
import { Post } from '../api/src/posts/repository/model.ts';
import { postIdOf, postKey } from '../api/src/posts/repository/postKey.ts';
import { DB_NAME } from './seed.ts';

export interface WriteFigures {
  rps: number;
  p99: number;
  /** id -> title of every post acknowledged with 201 and an id. */
  acknowledged: Map<number, string>;
  bad: number;
}

/**
 * `POST /api/blog/posts` for `seconds` from `connections` clients, each post with a unique slug.
 * Returns what was acknowledged; `countStored` reads it back from the database afterwards.
 */
export async function sustainedWrites(url: string, cookie: string, seconds: number, connections: number): Promise<WriteFigures> {
  const acknowledged = new Map<number, string>();
  let sequence = 0;
  const run = `${Date.now().toString(36)}`;
  const result = await autocannon({
    url: `${url}/api/blog/posts`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sequence += 1;
          const title = `Load write ${run} number ${sequence}`;
          const body = { title, slug: `load-write-${run}-${sequence}`, content: `<p>${title}: written under load.</p>`, publishStatus: 'draft' };
          return { ...request, headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          const post = JSON.parse(body) as { id?: number; title?: string };
          if (typeof post.id === 'number' && post.title) acknowledged.set(post.id, post.title);
        },
      },
    ],
  });
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + (s.count ?? 0), 0);
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  return {
    rps: Math.round(answered / result.duration),
    p99: result.latency.p99,
    acknowledged,
    bad: result.errors + result.timeouts + (answered - created),
  };
}

/**
 * Starts the embedded database again on the stopped server's data directory and counts the
 * acknowledged posts stored with the title they were written with: durable, not only in the
 * server's memory.
 */
export async function countStored(dataDir: string, expected: Map<number, string>): Promise<number> {
  const database = await startDatabase({ dataDir, logger: { info: () => {}, warn: () => {} } });
  try {
    await connectMongoose(database.uri, DB_NAME);
    const stored = await Post.find({ _id: { $in: [...expected.keys()].map(postKey) } }, { title: 1 }).lean();
    return stored.filter((p) => expected.get(postIdOf(p._id)) === p.title).length;
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}
