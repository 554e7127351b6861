import type { Term, TermKind, TermRepository } from './repository/termRepository.ts';

export type { Term, TermKind };

/**
 * The one way other resources turn term ids into terms (a post's categories and tags, archives,
 * feeds). Ids that name no term are simply absent from the answer.
 */
export interface TermLookup {
  /** The existing terms of `kind` among `ids`, by id. */
  byIds(kind: TermKind, ids: readonly number[]): Promise<Map<number, Term>>;
  /** The term of `kind` with this slug, or null. */
  bySlug(kind: TermKind, slug: string): Promise<Term | null>;
}

/** `ids` in their own order, each replaced by its term; ids without a term are dropped. */
export function pickTerms(ids: readonly number[], terms: Map<number, Term>): Term[] {
  return ids.flatMap((id) => {
    const term = terms.get(id);
    return term ? [term] : [];
  });
}

/** The lookup over the term repositories of both kinds. */
export function createTermLookup(repositories: Record<TermKind, TermRepository>): TermLookup {
  return {
    byIds: (kind, ids) => repositories[kind].byIds(ids),
    bySlug: (kind, slug) => repositories[kind].bySlug(slug),
  };
}
