import type { ReactNode } from 'react';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { BlogShell } from './BlogShell.tsx';
import { Pagination } from './Pagination.tsx';
import { PostCard } from './PostCard.tsx';

interface PostListPageProps {
  heading: string;
  intro: ReactNode;
  list: PublicPostPage;
  trail: [label: string, path: string][];
  pathOf: (page: number) => string;
}

/** A page of posts: the blog itself or one category or tag archive. */
export function PostListPage({ heading, intro, list, trail, pathOf }: PostListPageProps) {
  return (
    <BlogShell>
      <div className="post-list container">
        <Breadcrumbs trail={trail} />
        <header className="post-list__header">
          <h1>{heading}</h1>
          <p className="post-list__intro">{intro}</p>
        </header>
        {list.items.length === 0 ? (
          <p className="post-list__empty">No articles here yet. New ones are on the way.</p>
        ) : (
          <div className="post-list__grid">
            {list.items.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={2} />
            ))}
          </div>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} pathOf={pathOf} />
      </div>
    </BlogShell>
  );
}
