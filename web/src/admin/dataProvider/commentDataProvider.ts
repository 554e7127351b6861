import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { CommentCounts, CommentModeration, OwnComment } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';

/** Moderation's calls besides the list: judging one comment, blocking its author, the counts. */
export interface CommentDataProvider {
  moderateComment: (resource: string, params: { id: string; action: CommentModeration['action'] }) => Promise<{ data: OwnComment }>;
  blockCommentAuthor: (resource: string, params: { id: string }) => Promise<{ data: OwnComment }>;
  commentCounts: (resource: string) => Promise<{ data: CommentCounts }>;
}

/** Comments for moderation, over /api/comments (read-only as records: moderation acts by its own calls). */
export function createCommentDataProvider(): DataProvider & CommentDataProvider {
  const base = simpleRestProvider('/api', httpClient);
  const post = async (path: string, body?: unknown) =>
    ({ data: (await httpClient(path, { method: 'POST', ...(body !== undefined && { body: JSON.stringify(body) }) })).json as OwnComment });
  return {
    ...base,
    moderateComment: (_resource, { id, action }) => post(`/api/comments/${encodeURIComponent(id)}/moderate`, { action }),
    blockCommentAuthor: (_resource, { id }) => post(`/api/comments/${encodeURIComponent(id)}/block-member`),
    commentCounts: async () => ({ data: (await httpClient('/api/comments/counts')).json as CommentCounts }),
  };
}
