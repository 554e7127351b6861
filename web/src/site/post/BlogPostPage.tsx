import { Link } from '@tanstack/react-router';
import type { PublicCommentPage } from '../../../../codegen/orval/schemas/publicCommentPage.ts';
import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { Breadcrumbs } from '../blog/Breadcrumbs.tsx';
import { postTrail } from '../blog/listInfo.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { PostArticle } from './PostArticle.tsx';
import { PostComments } from './PostComments.tsx';
import './post.css';

/** The public page of one post: where it sits, the article, its comments, related posts and the way back to the blog. */
export function BlogPostPage({ post, comments }: { post: PublicPost; comments?: PublicCommentPage }) {
  return (
    <BlogShell>
      <div className="post-page__column post-page__crumbs">
        <Breadcrumbs trail={postTrail(post)} />
      </div>
      <PostArticle post={post} />
      {comments && <PostComments on={{ kind: 'post', slug: post.slug }} comments={comments} open={post.commentsOpen !== false} />}
      {post.related.length > 0 && (
        <div className="container">
          <section className="related" aria-labelledby="related-title">
            <h2 id="related-title">Keep reading</h2>
            <div className="post-list__grid">
              {post.related.map((related) => (
                <PostCard key={related.id} post={related} headingLevel={3} />
              ))}
            </div>
          </section>
        </div>
      )}
      <p className="post-page__column post-page__back">
        <Link to="/blog">← All articles</Link>
      </p>
    </BlogShell>
  );
}
