import { randomUUID } from 'node:crypto';
import { COMMENT_DIGEST_INTERVAL_MS, COMMENT_MESSAGES } from '../../../common/comments.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Logger } from '../logger.ts';
import type { MailQuota } from '../mail/quota.ts';
import { runPeriodically, type Periodic } from '../periodic.ts';
import { authorOf, type CommentTarget } from './comment.ts';
import type { CommentRepository } from './repository/commentRepository.ts';

/** One held comment as the digest shows it. */
export interface DigestItem {
  postTitle: string;
  author: string;
  text: string;
  createdAt: string;
}

/** Mails one digest of held comments to one address. */
export type DigestMail = (to: string, items: DigestItem[]) => Promise<void>;

export interface CommentDigestDeps {
  repository: Pick<CommentRepository, 'claimHeldForDigest'>;
  /** A post's (or static page's) title and its author's account id (pages have none). */
  posts: { about(target: CommentTarget): Promise<{ title: string; authorId?: number | null } | null> };
  /** The moderators' addresses (active editors and admins), and an active staff account's address. */
  staff: { moderators(): Promise<string[]>; emailOf(id: number): Promise<string | null> };
  members: { namesOf(ids: string[]): Promise<Map<string, string>> };
  mail: DigestMail;
  quota: MailQuota;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * The moderators' digest: every held comment not yet mailed is claimed by one run (so none is
 * mailed twice, even with two instances), and each recipient gets one mail per run: the
 * moderators every claimed comment, a post's author the ones on their posts.
 */
export function createCommentDigest({ repository, posts, staff, members, mail, quota, logger }: CommentDigestDeps) {
  return {
    /** Sends this run's digests; gives how many mails went. */
    async run(): Promise<number> {
      const claimed = await repository.claimHeldForDigest(randomUUID());
      if (claimed.length === 0) return 0;
      const names = await members.namesOf([...new Set(claimed.map((comment) => comment.memberId))]);
      const placeKey = ({ kind, id }: CommentTarget) => `${kind}:${id}`;
      const places = new Map(claimed.map((comment) => [placeKey(comment.target), comment.target]));
      const about = new Map(await Promise.all([...places].map(async ([key, target]) => [key, await posts.about(target)] as const)));
      const byRecipient = new Map<string, DigestItem[]>();
      const add = (to: string, item: DigestItem) => byRecipient.set(to.toLowerCase(), [...(byRecipient.get(to.toLowerCase()) ?? []), item]);
      const moderators = await staff.moderators();
      for (const comment of claimed) {
        const post = about.get(placeKey(comment.target));
        const item = { postTitle: post?.title ?? '', author: authorOf(names, comment, COMMENT_MESSAGES.deletedMember), text: comment.body, createdAt: comment.createdAt };
        for (const to of moderators) add(to, item);
        const author = post?.authorId != null ? await staff.emailOf(post.authorId) : null;
        if (author && !moderators.some((to) => to.toLowerCase() === author.toLowerCase())) add(author, item);
      }
      let sent = 0;
      for (const [to, items] of byRecipient) {
        try {
          await quota.take('commentDigest', { recipient: to });
          await mail(to, items);
          sent++;
        } catch (error) {
          // One recipient's refusal (quota, SMTP) does not stop the others' mail.
          logger.warn({ err: error instanceof HttpProblem ? error.message : error, comments: items.length }, 'could not mail a comment digest');
        }
      }
      if (sent > 0) logger.info({ comments: claimed.length, mails: sent }, 'mailed the held comments digest');
      return sent;
    },
  };
}

export type CommentDigest = ReturnType<typeof createCommentDigest>;

/** Runs the digest at start and then every COMMENT_DIGEST_INTERVAL_MS. */
export function startCommentDigest(digest: Pick<CommentDigest, 'run'>, logger: Pick<Logger, 'warn'>, intervalMs = COMMENT_DIGEST_INTERVAL_MS): Periodic {
  return runPeriodically(
    async () => {
      await digest.run();
    },
    intervalMs,
    (error) => logger.warn({ err: error }, 'could not send the held comments digest'),
  );
}
