import type { CommentRecord } from '../comment.ts';
import { foldText, type CommentHistory, type CommentRepository } from './commentRepository.ts';

/**
 * Comments on a database this process alone writes, whose every query but `{ _id }` reads the
 * whole collection (the embedded FerretDB v1): what a member's next comment is checked against
 * (their recent ones, their texts, whether one was approved) is read once for every member and
 * kept in memory, kept current by the writes made through here. A removal, which can take other
 * members' replies with it, lets the copy go; the next check reads it again.
 */
export function indexedCommentRepository(inner: CommentRepository): CommentRepository {
  let byMember: Map<string, Map<string, CommentHistory>> | undefined;
  let loading: Promise<Map<string, Map<string, CommentHistory>>> | undefined;
  /** Bumped when the copy is let go, so a read begun before does not install a stale copy. */
  let generation = 0;

  const load = async () => {
    if (byMember) return byMember;
    if (!loading) {
      const started = generation;
      loading = inner.histories().then((entries) => {
        const held = new Map<string, Map<string, CommentHistory>>();
        for (const entry of entries) ofMember(held, entry.memberId).set(entry.id, entry);
        if (started === generation) byMember = held;
        loading = undefined;
        return held;
      });
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const ofMember = (held: Map<string, Map<string, CommentHistory>>, memberId: string) => {
    let own = held.get(memberId);
    if (!own) held.set(memberId, (own = new Map()));
    return own;
  };
  const forget = () => {
    generation += 1;
    byMember = undefined;
    loading = undefined;
  };
  /** Keeps the copy in step with a comment as it now is (nothing before the copy is first read). */
  const keep = <T extends CommentRecord | null>(comment: T): T => {
    // A write while the copy is being read may or may not be in it: that copy is not kept.
    if (comment && !byMember && loading) forget();
    if (comment && byMember) {
      ofMember(byMember, comment.memberId).set(comment.id, { id: comment.id, memberId: comment.memberId, createdAt: Date.parse(comment.createdAt), bodyKey: foldText(comment.body), status: comment.status });
    }
    return comment;
  };
  const afterRemoval = async <T>(removal: Promise<T>): Promise<T> => {
    try {
      return await removal;
    } finally {
      forget();
    }
  };

  return {
    ...inner,
    create: async (comment) => keep(await inner.create(comment)),
    edit: async (id, body, editedAt) => keep(await inner.edit(id, body, editedAt)),
    setStatus: async (id, status) => keep(await inner.setStatus(id, status)),
    hideReported: async (id, threshold) => keep(await inner.hideReported(id, threshold)),
    remove: (id) => afterRemoval(inner.remove(id)),
    removeOfMember: (memberId) => afterRemoval(inner.removeOfMember(memberId)),
    async settleHeldOfMember(memberId, status) {
      const settled = await inner.settleHeldOfMember(memberId, status);
      settled.forEach(keep);
      return settled;
    },
    async historyOf(memberId, since, body) {
      const own = [...((await load()).get(memberId)?.values() ?? [])];
      const key = foldText(body);
      return {
        recent: own.filter((entry) => entry.createdAt > since.getTime()).length,
        sameText: own.some((entry) => entry.bodyKey === key),
        approved: own.some((entry) => entry.status === 'approved'),
      };
    },
    forget,
    warm: async () => {
      await load();
    },
  };
}
