import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import { Brand } from '../nav/Brand.tsx';
import { PostArticle } from './PostArticle.tsx';
import { postMeta } from './postMeta.ts';
import { useDocumentMeta } from './useDocumentMeta.ts';
import './post.css';

/** The public page of one post: a slim header, the article, and its <head> tags. */
export function BlogPostPage({ post }: { post: PublicPost }) {
  useDocumentMeta(postMeta(post, window.location.origin));
  return (
    <div className="post-page">
      <header className="post-page__bar">
        <Brand />
        <nav aria-label="Blog">
          <a href="/#blog">All articles</a>
        </nav>
      </header>
      <main id="main">
        <PostArticle post={post} />
      </main>
    </div>
  );
}
