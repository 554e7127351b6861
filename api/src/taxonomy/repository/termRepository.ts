import type { Model } from 'mongoose';
import { insertWithNewId } from '../../db/counters.ts';
import { listPage, type PageQuery } from '../../db/listPage.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import { Category, Tag, type TermDoc } from './model.ts';

export type TermKind = 'category' | 'tag';

export interface Term {
  id: number;
  name: string;
  slug: string;
  /** Categories only. */
  description?: string;
}

/** What a term is written from (a category's description; tags have none). */
export type TermInput = Omit<Term, 'id'>;

export type TermSortField = 'id' | 'name' | 'slug';

/** `q` looks in the name and the slug. */
export type TermListQuery = PageQuery<TermSortField>;

/** A write refused because another term of the kind holds the slug. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`slug "${slug}" is taken`);
    this.name = 'SlugTaken';
  }
}

/** The stored terms of one kind (categories or tags). */
export interface TermRepository {
  list(query: TermListQuery): Promise<{ page: Term[]; total: number }>;
  get(id: number): Promise<Term | null>;
  /** The terms among `ids`, by id; ids without a term are absent. */
  byIds(ids: readonly number[]): Promise<Map<number, Term>>;
  bySlug(slug: string): Promise<Term | null>;
  /** Whether a term other than `exceptId` has this slug. */
  slugTaken(slug: string, exceptId?: number): Promise<boolean>;
  /** Throws SlugTaken when the slug is in use. */
  create(input: TermInput): Promise<Term>;
  /** Null when no term has the id; throws SlugTaken when another term has the slug. */
  update(id: number, input: TermInput): Promise<Term | null>;
  remove(id: number): Promise<void>;
}

const COLLECTION: Record<TermKind, string> = { category: 'categories', tag: 'tags' };
const MODEL: Record<TermKind, Model<TermDoc>> = { category: Category, tag: Tag };
const FIELDS = { name: 1, slug: 1, description: 1 } as const;

function toTerm(doc: TermDoc): Term {
  const term: Term = { id: doc._id, name: doc.name, slug: doc.slug };
  if (doc.description !== undefined) term.description = doc.description;
  return term;
}

export function createTermRepository(kind: TermKind): TermRepository {
  const model = MODEL[kind];
  const slugTaken = async (slug: string, exceptId?: number) =>
    Boolean(await model.exists(exceptId === undefined ? { slug } : { slug, _id: { $ne: exceptId } }));

  return {
    async list(query) {
      const { docs, total } = await listPage(model, query, ['name', 'slug'], FIELDS);
      return { page: docs.map(toTerm), total };
    },
    async get(id) {
      const doc = await model.findById(id, FIELDS).lean();
      return doc ? toTerm(doc) : null;
    },
    async byIds(ids) {
      if (ids.length === 0) return new Map();
      const docs = await model.find({ _id: { $in: [...new Set(ids)] } }, FIELDS).lean();
      return new Map(docs.map((doc) => [doc._id, toTerm(doc)]));
    },
    async bySlug(slug) {
      const doc = await model.findOne({ slug }, FIELDS).lean();
      return doc ? toTerm(doc) : null;
    },
    slugTaken,
    async create(input) {
      const doc = await insertWithNewId(
        COLLECTION[kind],
        (id) => model.create({ _id: id, ...input }),
        // A duplicate key on a free slug was a taken id: another is drawn.
        async () => {
          if (await slugTaken(input.slug)) throw new SlugTaken(input.slug);
        },
        (id) => model.deleteOne({ _id: id, slug: input.slug }),
      );
      return toTerm(doc.toObject());
    },
    async update(id, input) {
      try {
        const doc = await model.findByIdAndUpdate(id, { $set: input }, { returnDocument: 'after', lean: true });
        return doc ? toTerm(doc) : null;
      } catch (error) {
        if (isDuplicateKey(error)) throw new SlugTaken(input.slug);
        throw error;
      }
    },
    async remove(id) {
      await model.deleteOne({ _id: id });
    },
  };
}
