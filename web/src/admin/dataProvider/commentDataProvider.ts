import type { DataProvider } from 'react-admin';
import { commentsBlockMember, commentsCounts, commentsList, commentsModerate } from '../../../../codegen/hey-api/sdk.gen.ts';
import type { CommentCounts, CommentModeration, OwnComment } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { dataOf, sdk } from './sdk.ts';

/** Moderation's calls besides the list: judging one comment, blocking its author, the counts. */
export interface CommentDataProvider {
  moderateComment: (resource: string, params: { id: string; action: CommentModeration['action'] }) => Promise<{ data: OwnComment }>;
  blockCommentAuthor: (resource: string, params: { id: string }) => Promise<{ data: OwnComment }>;
  commentCounts: (resource: string) => Promise<{ data: CommentCounts }>;
}

/** Comments for moderation (read-only as records: moderation acts by its own calls). */
export function createCommentDataProvider(): DataProvider & CommentDataProvider {
  return {
    ...crudProvider({ comments: { list: commentsList } }),
    moderateComment: (_resource, { id, action }) => dataOf(commentsModerate({ ...sdk, path: { commentId: id }, body: { action } })),
    blockCommentAuthor: (_resource, { id }) => dataOf(commentsBlockMember({ ...sdk, path: { commentId: id } })),
    commentCounts: () => dataOf(commentsCounts({ ...sdk })),
  };
}
