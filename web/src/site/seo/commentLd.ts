import type { PublicComment } from '../../../../codegen/orval/schemas/publicComment.ts';

/** The comments a page shows, as schema.org Comment items (replies under their comment). */
export function commentItems(comments: PublicComment[]): object[] {
  return comments.map((comment) => ({
    '@type': 'Comment',
    author: { '@type': 'Person', name: comment.author },
    text: comment.text,
    dateCreated: comment.createdAt,
    ...(comment.replies.length > 0 ? { comment: commentItems(comment.replies) } : {}),
  }));
}
