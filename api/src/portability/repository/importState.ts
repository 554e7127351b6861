import { Member } from '../../members/repository/model.ts';
import { Post } from '../../posts/repository/model.ts';
import { SlugRedirect } from '../../posts/repository/redirectModel.ts';
import { postKey } from '../../posts/repository/postKey.ts';
import { StaticPageModel } from '../../staticPages/repository/model.ts';
import { Category, Tag } from '../../taxonomy/repository/model.ts';
import { User } from '../../users/repository/model.ts';
import type { Role } from '../../users/user.ts';

export interface StaffMatch {
  id: number;
  username: string;
  email: string;
  slug: string;
  role: Role;
  isActive: boolean;
  isOwner: boolean;
}

/** What an import compares its file with: the slugs in use and the staff an author may map to. */
export interface ImportState {
  postSlugs: Set<string>;
  pageSlugs: Set<string>;
  categories: Map<string, number>;
  tags: Map<string, number>;
  staff: StaffMatch[];
}

export interface ImportStateRepository {
  read(): Promise<ImportState>;
  /** Old addresses (`?p=123`, an old slug) of an imported post, kept with the redirects of renamed posts. */
  keepOldKeys(postId: number, keys: string[], at: Date): Promise<void>;
  /** The ids of the members with these addresses (any case), by address in lower case. */
  membersByEmail(emails: string[]): Promise<Map<string, string>>;
}

export function createImportStateRepository(): ImportStateRepository {
  return {
    async read() {
      const [posts, pages, categories, tags, staff] = await Promise.all([
        Post.find({}, { slug: 1 }).lean<{ slug: string }[]>(),
        StaticPageModel.find({}, { slug: 1 }).lean<{ slug: string }[]>(),
        Category.find({}, { slug: 1 }).lean<{ _id: number; slug: string }[]>(),
        Tag.find({}, { slug: 1 }).lean<{ _id: number; slug: string }[]>(),
        User.find({}, { username: 1, email: 1, slug: 1, role: 1, isActive: 1, isOwner: 1 }).lean<(Omit<StaffMatch, 'id'> & { _id: number })[]>(),
      ]);
      return {
        postSlugs: new Set(posts.map((post) => post.slug)),
        pageSlugs: new Set(pages.map((page) => page.slug)),
        categories: new Map(categories.map((term) => [term.slug, term._id])),
        tags: new Map(tags.map((term) => [term.slug, term._id])),
        staff: staff.map(({ _id, ...user }) => ({ ...user, id: _id })),
      };
    },
    async membersByEmail(emails) {
      const keys = [...new Set(emails.map((email) => email.toLowerCase()).filter(Boolean))];
      if (keys.length === 0) return new Map();
      const members = await Member.find({ emailKey: { $in: keys } }, { emailKey: 1 }).lean<{ _id: unknown; emailKey: string }[]>();
      return new Map(members.map((member) => [member.emailKey, String(member._id)]));
    },
    async keepOldKeys(postId, keys, at) {
      if (keys.length === 0) return;
      const target = postKey(postId);
      await SlugRedirect.bulkWrite(keys.map((key) => ({ updateOne: { filter: { _id: key }, update: { $set: { postKey: target, at } }, upsert: true } })));
    },
  };
}
