import type { SharingFields } from '../../db/sharingFields.ts';
import { Post } from '../../posts/repository/model.ts';
import { postIdOf } from '../../posts/repository/postKey.ts';
import type { PublishStatus } from '../../posts/repository/records.ts';
import { StaticPageModel } from '../../staticPages/repository/model.ts';
import { Category, Tag } from '../../taxonomy/repository/model.ts';
import { User } from '../../users/repository/model.ts';
import type { Role } from '../../users/user.ts';

interface Written extends SharingFields {
  id: number;
  title: string;
  slug: string;
  content: string;
  metaDescription: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ContentPost extends Written {
  subtitle: string;
  publishStatus: PublishStatus;
  publishDate: Date | null;
  authorId: number | null;
  categoryIds: number[];
  tagIds: number[];
}

export interface ContentPage extends Written {
  metaTitle: string;
  isPublished: boolean;
}

export interface ContentTerm {
  id: number;
  name: string;
  slug: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A staff member as the author of posts: no password, token or session. */
export interface ContentAuthor {
  id: number;
  username: string;
  displayName: string;
  slug: string;
  email: string;
  bio: string;
  avatar: string;
  role: Role;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The site's writing: posts, pages, terms and the staff who write, each in id order. */
export interface SiteContent {
  posts: ContentPost[];
  pages: ContentPage[];
  categories: ContentTerm[];
  tags: ContentTerm[];
  staff: ContentAuthor[];
}

export interface SiteContentRepository {
  read(): Promise<SiteContent>;
}

const POST_FIELDS = 'title subtitle slug content metaDescription publishStatus publishDate authorId categoryIds tagIds featuredImage featuredImageAlt canonicalUrl ogTitle ogDescription ogImage createdAt updatedAt';
const PAGE_FIELDS = 'title slug content metaTitle metaDescription isPublished featuredImage featuredImageAlt canonicalUrl ogTitle ogDescription ogImage createdAt updatedAt';
const TERM_FIELDS = 'name slug description createdAt updatedAt';

const withId = <Doc extends { _id: number }>({ _id, ...fields }: Doc) => ({ ...fields, id: _id });

export function createSiteContentRepository(): SiteContentRepository {
  return {
    async read() {
      const [posts, pages, categories, tags, staff] = await Promise.all([
        Post.find({}, POST_FIELDS).sort({ _id: 1 }).lean<(Omit<ContentPost, 'id'> & { _id: string })[]>(),
        StaticPageModel.find({}, PAGE_FIELDS).sort({ _id: 1 }).lean<(Omit<ContentPage, 'id'> & { _id: number })[]>(),
        Category.find({}, TERM_FIELDS).sort({ _id: 1 }).lean<(Omit<ContentTerm, 'id'> & { _id: number })[]>(),
        Tag.find({}, TERM_FIELDS).sort({ _id: 1 }).lean<(Omit<ContentTerm, 'id'> & { _id: number })[]>(),
        User.find({}, 'username displayName slug email bio avatar role isActive createdAt updatedAt').sort({ _id: 1 }).lean<(Omit<ContentAuthor, 'id'> & { _id: number })[]>(),
      ]);
      return {
        posts: posts.map(({ _id, ...post }) => ({ ...post, id: postIdOf(_id), authorId: post.authorId ?? null, categoryIds: post.categoryIds ?? [], tagIds: post.tagIds ?? [] })),
        pages: pages.map(withId),
        categories: categories.map(withId).map((term) => ({ ...term, description: term.description ?? '' })),
        tags: tags.map(withId).map((term) => ({ ...term, description: term.description ?? '' })),
        staff: staff.map(withId),
      };
    },
  };
}
