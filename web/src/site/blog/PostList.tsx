import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import { AuthorHeader } from '../author/AuthorHeader.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { BlogShell } from './BlogShell.tsx';
import { listInfo } from './listInfo.ts';
import { Pagination } from './Pagination.tsx';
import { PostCard } from './PostCard.tsx';
import { useSite } from '../useSite.ts';

/**
 * A page of posts: the blog itself, one category or tag archive or one author's page, laid out as the settings say:
 * `featured` (the newest across the top), `grid` (equal cards) or `magazine` (a large lead beside
 * a column of smaller stories).
 */
export function PostListPage({ list }: { list: PublicPostPage }) {
  const site = useSite();
  const { heading, description, pathOf, trail } = listInfo(list, site?.siteTitle);
  const layout = site?.homepageLayout ?? 'grid';
  return (
    <BlogShell>
      <div className="container">
        <div className="post-list">
          <Breadcrumbs trail={trail} />
          {list.author ? (
            <AuthorHeader author={list.author} />
          ) : (
            <header className="post-list__header">
              <h1>{heading}</h1>
              <p className="post-list__intro">{description}</p>
            </header>
          )}
          {list.items.length === 0 ? (
            <p className="post-list__empty">No articles here yet. New ones are on the way.</p>
          ) : (
            <div className={`post-list__grid post-list__grid--${layout}`} data-layout={layout}>
              {list.items.map((post) => (
                <PostCard key={post.id} post={post} headingLevel={2} />
              ))}
            </div>
          )}
          <Pagination page={list.page} totalPages={list.totalPages} pathOf={pathOf} />
        </div>
      </div>
    </BlogShell>
  );
}
