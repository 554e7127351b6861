import type { PublicAuthor, PublicAuthorProfile } from '../../../codegen/hey-api/types.gen.ts';

/** What public pages may show of a staff member who wrote posts: never their email, role or status. */
export interface AuthorProfile {
  id: number;
  name: string;
  slug: string;
  bio: string;
  avatar: string;
}

/** The authors of posts, as public pages name them. */
export interface AuthorLookup {
  /** Every staff account that could be named on a post, by id (a handful: read in one query). */
  all(): Promise<Map<number, AuthorProfile>>;
}

/** The staff accounts as the lookup reads them (the user repository's list). */
export interface StaffAccounts {
  list(query: { sort: { field: 'id'; direction: 1 }; skip: 0; limit: 0 }): Promise<{ page: { id: number; username: string; displayName: string; slug: string; bio: string; avatar: string }[] }>;
}

export const NO_AUTHORS: AuthorLookup = { all: async () => new Map() };

/** The lookup over the staff accounts: a profile's name is its display name, else its slug. */
export function createAuthorLookup(accounts: StaffAccounts): AuthorLookup {
  return {
    async all() {
      const { page } = await accounts.list({ sort: { field: 'id', direction: 1 }, skip: 0, limit: 0 });
      return new Map(page.map(({ id, displayName, slug, bio, avatar }) => [id, { id, name: displayName.trim() || slug, slug, bio, avatar }]));
    },
  };
}

/** The byline of a post: name, slug and picture only. */
export const bylineOf = ({ name, slug, avatar }: AuthorProfile): PublicAuthor => ({ name, slug, ...(avatar ? { avatar } : {}) });

/** The top of an author page: the byline and the bio. */
export const profileOf = (author: AuthorProfile): PublicAuthorProfile => ({ ...bylineOf(author), bio: author.bio });

/** The author of a post, if their account still exists. */
export const authorOf = (authors: Map<number, AuthorProfile>, authorId: number | null | undefined): AuthorProfile | undefined =>
  authorId === null || authorId === undefined ? undefined : authors.get(authorId);

/** The author with this slug, if any. */
export const authorBySlug = (authors: Map<number, AuthorProfile>, slug: string): AuthorProfile | undefined => [...authors.values()].find((author) => author.slug === slug);
