import { createNavigationRepository } from './repository/navigationRepository.ts';
import { createNavigationService, type NavigationService } from './service.ts';
import type { ActivityService } from '../activity/service.ts';
import type { PublicCache } from '../public/cache.ts';
import type { PostDoc } from '../posts/repository/records.ts';
import { isPublicAt } from '../posts/visibility.ts';

/** What the menus read of the records their entries name. */
export interface NavigationSources {
  pages: { get(id: number): Promise<{ slug: string; isPublished: boolean } | null>; bySlug(slug: string): Promise<{ id: number } | null> };
  posts: { get(id: number): Promise<Pick<PostDoc, 'slug' | 'publishStatus' | 'publishDate'> | null> };
  categories: { get(id: number): Promise<{ slug: string } | null> };
  cache: PublicCache;
  activity: Pick<ActivityService, 'record'>;
}

/** The menus' service over the page, post and category repositories. */
export function composeNavigation({ pages, posts, categories, cache, activity }: NavigationSources): NavigationService {
  return createNavigationService({
    repository: createNavigationRepository(),
    records: {
      async page(id) {
        const page = await pages.get(id);
        return page && { slug: page.slug, published: page.isPublished };
      },
      async post(id) {
        const post = await posts.get(id);
        return post && { slug: post.slug, published: isPublicAt(post, new Date()) };
      },
      category: (id) => categories.get(id),
    },
    pageIdBySlug: async (slug) => (await pages.bySlug(slug))?.id ?? null,
    cache,
    activity,
  });
}
