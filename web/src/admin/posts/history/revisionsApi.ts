import type { Post, Revision, RevisionSummary } from '../../../../../codegen/hey-api/types.gen.ts';
import { BLOG_API } from '../../dataProvider/blogDataProvider.ts';
import { httpClient } from '../../dataProvider/httpClient.ts';

const revisionsUrl = (postId: number | string) => `${BLOG_API}/posts/${postId}/revisions`;

/** The versions saves replaced, newest first. */
export async function fetchRevisions(postId: number | string): Promise<RevisionSummary[]> {
  return (await httpClient(revisionsUrl(postId))).json as RevisionSummary[];
}

export async function fetchRevision(postId: number | string, revisionId: number): Promise<Revision> {
  return (await httpClient(`${revisionsUrl(postId)}/${revisionId}`)).json as Revision;
}

/** Saves the revision as the post's new version, from the version the editor holds (409 when stale). */
export async function restoreRevision(postId: number | string, revisionId: number, version: number | undefined): Promise<Post> {
  const { json } = await httpClient(`${revisionsUrl(postId)}/${revisionId}/restore`, { method: 'POST', body: JSON.stringify({ version }) });
  return json as Post;
}
