import type { PublicStaticPage } from '../../../../codegen/orval/schemas/publicStaticPage.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { PostArticle } from '../post/PostArticle.tsx';

/** A published static page at /{slug}: its title, featured image and rendered Markdown in the site's frame. */
export function StaticPage({ page }: { page: PublicStaticPage }) {
  return (
    <BlogShell>
      <PostArticle post={{ title: page.title, featuredImage: page.featuredImage, featuredImageAlt: page.featuredImageAlt, content: page.html }} />
    </BlogShell>
  );
}
