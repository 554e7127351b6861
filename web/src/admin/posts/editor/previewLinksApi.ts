import type { PreviewLink } from '../../../../../codegen/hey-api/types.gen.ts';
import { BLOG_API } from '../../dataProvider/blogDataProvider.ts';
import { httpClient } from '../../dataProvider/httpClient.ts';

const linkUrl = (postId: number | string) => `${BLOG_API}/posts/${postId}/preview-link`;

export async function createPreviewLink(postId: number | string): Promise<PreviewLink> {
  return (await httpClient(linkUrl(postId), { method: 'POST' })).json as PreviewLink;
}

/** Every link made so far for the post stops working. */
export async function revokePreviewLinks(postId: number | string): Promise<void> {
  await httpClient(linkUrl(postId), { method: 'DELETE' });
}
