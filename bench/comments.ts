/**
 * Readers' comments at scale: a fresh server whose newest public post carries 500 approved
 * comments (400 threads, 100 replies), stored before it starts with 20 members and their sessions.
 * Then the post's page under load, warm, and members posting comments one after another, each
 * member from an address of its own (the server trusts the bench's loopback proxy).
 */
import path from 'node:path';
import mongoose from 'mongoose';
import { MEMBER_COOKIE, MEMBER_SESSION_TTL_MS } from '../common/members.ts';
import { COMMENT_LIMIT_PER_MEMBER } from '../common/comments.ts';
import { createCommentRepository } from '../api/src/comments/repository/commentRepository.ts';
import { idOfPaddedKey } from '../api/src/db/paddedKey.ts';
import { createMemberRepository } from '../api/src/members/repository/memberRepository.ts';
import { newLinkToken } from '../api/src/users/tokens.ts';
import { load } from './apiLoad.ts';
import { seedDatabase } from './seed.ts';
import { runAlone, startSite } from './server.ts';
import { smoke, warmUp } from './smoke.ts';
import { int, ms, type Row } from './table.ts';

const POSTS = smoke ? 20 : 300;
const THREADS = smoke ? 40 : 400;
const REPLIES = smoke ? 10 : 100;
export const COMMENTS = THREADS + REPLIES;
const MEMBERS = 20;
const SECONDS = smoke ? 1 : 10;
const LINES = [
  'Dinking cross-court bought me time to reset; straight ahead I kept popping it up.',
  'Our club tried this at Tuesday open play and the rallies got noticeably longer.',
  'Does the same drill work with a heavier outdoor ball, or does the bounce change it?',
  'Stacking finally clicked for us after reading this. Forehands in the middle.',
];

interface Seeded {
  slug: string;
  cookies: string[];
  /** A member whose one comment warms the path up (the contract's checks of the body are built on first use). */
  warmer: string;
}

/** The post and members, stored straight through the repositories while the database is ours. */
async function seedComments(into: Seeded): Promise<void> {
  const post = await mongoose.connection.collection<{ _id: string; slug: string }>('posts').findOne({ publishStatus: 'published' }, { sort: { publishDate: -1, _id: -1 } });
  if (!post) throw new Error('no public post to comment on');
  into.slug = post.slug;
  const target = { kind: 'post' as const, id: idOfPaddedKey(post._id) };
  const members = createMemberRepository();
  /** A member signed in: their id and their cookie. */
  const signedIn = async (n: number) => {
    const member = await members.memberOfEmail(`reader${n}@example.org`, `Reader ${n}`, new Date());
    const { token, hash } = newLinkToken();
    await members.openSession(hash, member.id, new Date(Date.now() + MEMBER_SESSION_TTL_MS));
    return { id: member.id, cookie: `${MEMBER_COOKIE}=${token}` };
  };
  const ids: string[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const { id, cookie } = await signedIn(i + 1);
    ids.push(id);
    into.cookies.push(cookie);
  }
  into.warmer = (await signedIn(MEMBERS + 1)).cookie;
  const comments = createCommentRepository();
  // A minute apart, ending a day ago: none counts against a member's limit today.
  const start = Date.now() - 86_400_000 - (THREADS + REPLIES) * 60_000;
  const threads: string[] = [];
  for (let i = 0; i < THREADS + REPLIES; i += 1) {
    const reply = i >= THREADS;
    const made = await comments.create({
      target,
      parentId: reply ? threads[(i * 7) % THREADS]! : null,
      memberId: ids[i % MEMBERS]!,
      body: `${LINES[i % LINES.length]} (${i + 1})`,
      status: 'approved',
      createdAt: new Date(start + i * 60_000),
    });
    if (!reply) threads.push(made.id);
  }
}

export async function measureComments(workDir: string, webDist: string): Promise<Row[]> {
  const dataDir = path.join(workDir, 'comments-data');
  const seeded: Seeded = { slug: '', cookies: [], warmer: '' };
  await seedDatabase(dataDir, POSTS, () => seedComments(seeded));
  const site = await startSite({ dataDir, webDist, logFile: path.join(workDir, 'comments.log'), env: { TRUST_PROXY: 'loopback' } });
  try {
    const page = `/blog/${seeded.slug}`;
    const run = (seconds: number) => load({ url: `${site.url}${page}`, seconds, connections: 20, expectStatus: 200, headers: { Accept: 'text/html' } });
    // The first read renders the page and its comments; the run measures the cached page.
    if ((await fetch(`${site.url}${page}`, { headers: { Accept: 'text/html' } })).status !== 200) throw new Error(`${page} did not answer 200`);
    await warmUp(run);
    const reads = await run(SECONDS);

    const post = (cookie: string, address: number, text: string) =>
      fetch(`${site.url}/api/public/posts/${seeded.slug}/comments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: site.url, 'X-Forwarded-For': `198.51.100.${address}` },
        body: JSON.stringify({ text, typingMs: 20_000 }),
      });
    // Warm, as the reads are: one comment first, by a member of its own, not measured.
    const first = await post(seeded.warmer, 250, 'A first question before the measured ones: which ball do you use indoors?');
    if (first.status !== 201) throw new Error(`the first comment was answered ${first.status}`);
    // Every member posts up to their limit, one comment at a time, each from its own address.
    const times: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < COMMENT_LIMIT_PER_MEMBER; round += 1) {
      for (const [i, cookie] of seeded.cookies.entries()) {
        const started = performance.now();
        const response = await post(cookie, i + 1, `${LINES[(i + round) % LINES.length]} Round ${round + 1} from reader ${i + 1}.`);
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const refused = [...statuses].filter(([status]) => status >= 300).reduce((sum, [, count]) => sum + count, 0);
    return [
      {
        measure: `GET ${'/blog/{slug}'} with ${int(THREADS + REPLIES)} approved comments (rendered), 20 conn, warm`,
        result: `${int(reads.rps)} rps, p50 ${ms(reads.p50)}, p99 ${ms(reads.p99)}, ${int(reads.bad)} errors`,
        target: 'p99 <= 30 ms, 0 errors',
        pass: reads.p99 <= 30 && reads.bad === 0 && reads.requests > 0,
      },
      {
        measure: `POST a comment: ${MEMBERS} members x ${COMMENT_LIMIT_PER_MEMBER}, one at a time, on that post`,
        result: `p50 ${ms(p(0.5))}, p99 ${ms(p(0.99))} | ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
        target: 'p99 <= 100 ms, none refused',
        pass: p(0.99) <= 100 && refused === 0,
      },
    ];
  } finally {
    await site.child.stop();
  }
}

runAlone(import.meta.url, measureComments);
