import type { PublicCommentPage } from '../../../../codegen/orval/schemas/publicCommentPage.ts';
import type { PublicStaticPage } from '../../../../codegen/orval/schemas/publicStaticPage.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { PostArticle } from '../post/PostArticle.tsx';
import { PostComments } from '../post/PostComments.tsx';

/** A published static page at /{slug}: its title, featured image and content in the site's frame, and its comments when its owner switched them on. */
export function StaticPage({ page, comments }: { page: PublicStaticPage; comments?: PublicCommentPage }) {
  return (
    <BlogShell>
      <PostArticle post={{ title: page.title, featuredImage: page.featuredImage, featuredImageAlt: page.featuredImageAlt, content: page.html }} />
      {page.commentsOpen === true && comments && <PostComments on={{ kind: 'page', slug: page.slug }} comments={comments} open />}
    </BlogShell>
  );
}
