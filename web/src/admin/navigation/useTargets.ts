import { useGetList } from 'react-admin';

export interface TargetChoice {
  id: number;
  name: string;
}

const FIRST = { page: 1, perPage: 100 };

/** The pages, posts and categories an entry may link to, by name. */
export function useTargets(): Record<'page' | 'post' | 'category', TargetChoice[]> {
  const pages = useGetList('pages', { pagination: FIRST, sort: { field: 'title', order: 'ASC' } });
  const posts = useGetList('posts', { pagination: FIRST, sort: { field: 'updatedAt', order: 'DESC' } });
  const categories = useGetList('categories', { pagination: FIRST, sort: { field: 'name', order: 'ASC' } });
  return {
    page: (pages.data ?? []).map((page) => ({ id: Number(page.id), name: `${String(page.title)}${page.isPublished ? '' : ' (draft)'}` })),
    post: (posts.data ?? []).map((post) => ({ id: Number(post.id), name: `${String(post.title)}${post.publishStatus === 'published' ? '' : ` (${String(post.publishStatus)})`}` })),
    category: (categories.data ?? []).map((category) => ({ id: Number(category.id), name: String(category.name) })),
  };
}
