import { describe, expect, it } from 'vitest';
import { COMMENT_ADDRESS_BLOCK_MS } from '../../../common/comments.ts';
import type { ActivityEntry } from '../../src/activity/service.ts';
import { commentAddressKey } from '../../src/comments/addressKey.ts';
import type { CommentRecord } from '../../src/comments/comment.ts';
import type { AddressBlockRepository } from '../../src/comments/repository/addressBlockRepository.ts';
import type { CommentRepository } from '../../src/comments/repository/commentRepository.ts';
import { createCommentService } from '../../src/comments/service.ts';
import { createPublicCache } from '../../src/public/cache.ts';

type Stored = CommentRecord & { addressKey: string | null };

/** The comment reads and writes posting and blocking use, in memory. */
function fakeComments() {
  const comments = new Map<string, Stored>();
  let nextId = 1;
  const used: Pick<CommentRepository, 'create' | 'get' | 'historyOf' | 'settleHeldOfMember' | 'addressKeysOf'> = {
    async create({ createdAt, addressKey, ...fields }) {
      const comment: Stored = { id: String(nextId++).padStart(24, '0'), ...fields, createdAt: createdAt.toISOString(), editedAt: null, reports: 0, addressKey: addressKey ?? null };
      comments.set(comment.id, comment);
      return comment;
    },
    get: async (id) => comments.get(id) ?? null,
    historyOf: async () => ({ recent: 0, sameText: false, approved: false }),
    async settleHeldOfMember(memberId, status) {
      const held = [...comments.values()].filter((comment) => comment.memberId === memberId && comment.status === 'held');
      for (const comment of held) comment.status = status;
      return held;
    },
    addressKeysOf: async (memberId) => [...new Set([...comments.values()].flatMap((comment) => (comment.memberId === memberId && comment.addressKey ? [comment.addressKey] : [])))],
  };
  // Posting and blocking need no other method; one called by mistake fails the test.
  return { comments, repository: used as CommentRepository };
}

function fakeAddressBlocks(): AddressBlockRepository & { blocks: Map<string, Date> } {
  const blocks = new Map<string, Date>();
  return {
    blocks,
    async block(keys, _memberId, at, expiredBefore) {
      for (const [key, blockedAt] of blocks) if (blockedAt < expiredBefore) blocks.delete(key);
      for (const key of keys) blocks.set(key, at);
    },
    blockedSince: async (key, since) => (blocks.get(key) ?? new Date(0)) > since,
  };
}

function setUp() {
  const { comments, repository } = fakeComments();
  const addressBlocks = fakeAddressBlocks();
  const logged: ActivityEntry[] = [];
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const keyOf = commentAddressKey('service-test-secret');
  const service = createCommentService({
    repository,
    addressBlocks,
    addressKey: keyOf,
    posts: { publicBySlug: async (slug) => ({ id: 7, slug, commentsOpen: true }), placeOf: async () => ({ slug: 'dinks', title: 'Dinks' }) },
    members: { namesOf: async () => new Map(), block: async () => true },
    moderation: async () => 'none-held',
    activity: { record: async (entry) => void logged.push(entry) },
    cache: createPublicCache({ ttlMs: 1_000 }),
    now: () => clock.now,
  });
  return { service, comments, addressBlocks, logged, clock, keyOf };
}

const TYPED = { typingMs: 5_000 };
const troll = { id: 'a'.repeat(24), blocked: false };
const sock = { id: 'b'.repeat(24), blocked: false };

describe("the comment service and a blocked member's addresses", () => {
  it('blocks the hashes of the addresses the member commented from, and answers comments from them as held without storing them', async () => {
    const { service, comments, addressBlocks, logged, keyOf } = setUp();
    const first = await service.create(troll, 'dinks', { text: 'Wrong, all of you', ...TYPED }, '203.0.113.9');
    await service.create(troll, 'dinks', { text: 'And from my phone', ...TYPED }, '198.51.100.4');
    await service.blockAuthor(first.comment.id, 'moderator');
    expect([...addressBlocks.blocks.keys()].sort()).toEqual([keyOf('203.0.113.9'), keyOf('198.51.100.4')].sort());
    expect(logged.at(-1)).toMatchObject({ action: 'comment.blockMember', detail: 'Comments from their addresses are refused for 30 days' });

    const stored = comments.size;
    const quiet = await service.create(sock, 'dinks', { text: 'New here, hello', ...TYPED }, '198.51.100.4');
    // The setting publishes at once, yet this one looks held and shows nowhere.
    expect(quiet.comment).toMatchObject({ status: 'held', body: 'New here, hello', memberId: sock.id });
    expect(quiet.visibleOn).toBeUndefined();
    expect(comments.size).toBe(stored);
    expect(comments.has(quiet.comment.id)).toBe(false);
    const spammy = await service.create(sock, 'dinks', { text: 'Cheap paddles', website: 'https://buy.example', ...TYPED }, '203.0.113.9');
    expect(spammy.comment.status).toBe('spam');
    expect(comments.size).toBe(stored);

    const elsewhere = await service.create(sock, 'dinks', { text: 'From the club', ...TYPED }, '192.0.2.1');
    expect(elsewhere.comment.status).toBe('approved');
    expect(comments.get(elsewhere.comment.id)?.addressKey).toBe(keyOf('192.0.2.1'));
    const unknown = await service.create(sock, 'dinks', { text: 'No address known', ...TYPED });
    expect(comments.get(unknown.comment.id)?.addressKey).toBeNull();
  });

  it(`ends a block ${COMMENT_ADDRESS_BLOCK_MS / 86_400_000} days after it was made`, async () => {
    const { service, comments, clock } = setUp();
    const first = await service.create(troll, 'dinks', { text: 'Lobs forever', ...TYPED }, '203.0.113.50');
    await service.blockAuthor(first.comment.id, 'moderator');
    const posted = async (text: string) => {
      const before = comments.size;
      await service.create(sock, 'dinks', { text, ...TYPED }, '203.0.113.50');
      return comments.size > before;
    };
    clock.now += COMMENT_ADDRESS_BLOCK_MS - 1;
    expect(await posted('Still blocked')).toBe(false);
    clock.now += 1;
    expect(await posted('Now it is over')).toBe(true);
  });

  it('keeps the address only as a keyed hash: another secret gives another key', () => {
    const key = commentAddressKey('one-secret')('203.0.113.9');
    expect(key).not.toContain('203.0.113.9');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(commentAddressKey('one-secret')('203.0.113.9')).toBe(key);
    expect(commentAddressKey('other-secret')('203.0.113.9')).not.toBe(key);
  });
});
