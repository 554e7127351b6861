import { Category, Tag } from './model.ts';

export type TermKind = 'category' | 'tag';

export interface Term {
  id: number;
  name: string;
  slug: string;
  /** Categories only. */
  description?: string;
}

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

const modelOf = (kind: TermKind) => (kind === 'category' ? Category : Tag);
const toTerm = (doc: { _id: number; name: string; slug: string; description?: string }): Term =>
  doc.description === undefined ? { id: doc._id, name: doc.name, slug: doc.slug } : { id: doc._id, name: doc.name, slug: doc.slug, description: doc.description };

export function createTermLookup(): TermLookup {
  return {
    async byIds(kind, ids) {
      if (ids.length === 0) return new Map();
      const docs = await modelOf(kind).find({ _id: { $in: [...new Set(ids)] } }, { name: 1, slug: 1, description: 1 }).lean();
      return new Map(docs.map((doc) => [doc._id, toTerm(doc)]));
    },
    async bySlug(kind, slug) {
      const doc = await modelOf(kind).findOne({ slug }, { name: 1, slug: 1, description: 1 }).lean();
      return doc ? toTerm(doc) : null;
    },
  };
}
