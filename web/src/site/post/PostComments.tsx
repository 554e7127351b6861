import type { PublicComment } from '../../../../codegen/orval/schemas/publicComment.ts';
import type { PublicCommentPage } from '../../../../codegen/orval/schemas/publicCommentPage.ts';
import { COMMENT_MESSAGES, commentPieces } from '../../../../common/comments.ts';
import { CommentForm, pathOf, type CommentsOn } from './CommentForm.tsx';
import { formatLongDate } from './formatDate.ts';
import { ReportButton } from './ReportButton.tsx';
import './comments.css';

/** A comment's text: plain text, its web addresses as links that pass no ranking, its line breaks kept. */
function CommentText({ text }: { text: string }) {
  return (
    <p className="comment__text">
      {commentPieces(text).map((piece, index) =>
        'br' in piece ? (
          <br key={index} />
        ) : 'link' in piece ? (
          <a key={index} href={piece.link} rel="nofollow ugc noopener">
            {piece.link}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

function CommentItem({ comment }: { comment: PublicComment }) {
  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <article aria-label={`Comment by ${comment.author}`}>
        <p className="comment__meta">
          <strong>{comment.author}</strong> · <time dateTime={comment.createdAt}>{formatLongDate(comment.createdAt)}</time>
          {comment.edited ? ' · edited' : ''}
        </p>
        <CommentText text={comment.text} />
        <ReportButton commentId={comment.id} author={comment.author} />
      </article>
      {comment.replies.length > 0 && (
        <ol className="comment__replies" aria-label={`Replies to ${comment.author}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** The pages of the comments: plain links, so they work without scripts and are rendered on the server. */
function CommentPager({ on, page, totalPages }: { on: CommentsOn; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (to: number) => (to === 1 ? `${pathOf(on)}#comments` : `${pathOf(on)}?page=${to}#comments`);
  return (
    <nav className="comments__pager" aria-label="Comment pages">
      {page > 1 && <a href={href(page - 1)}>← Earlier comments</a>}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages && <a href={href(page + 1)}>Later comments →</a>}
    </nav>
  );
}

/** The approved comments under a post (or static page), oldest first, with their replies, and the form to add one while comments are open. */
export function PostComments({ on, comments, open }: { on: CommentsOn; comments: PublicCommentPage; open: boolean }) {
  return (
    <section className="comments post-page__column" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{comments.count === 1 ? '1 comment' : `${comments.count} comments`}</h2>
      {comments.items.length > 0 ? (
        <ol className="comments__list">
          {comments.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      ) : (
        <p>No comments yet. Start the conversation.</p>
      )}
      <CommentPager on={on} page={comments.page} totalPages={comments.totalPages} />
      {open ? <CommentForm on={on} /> : <p className="comments__closed">{COMMENT_MESSAGES.closed}</p>}
    </section>
  );
}
