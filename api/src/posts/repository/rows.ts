import { Post } from './model.ts';
import { fromStored, type Stored } from './postKey.ts';
import type { PostDoc } from './records.ts';

/**
 * Every post without its content, for the indexed repository: FerretDB v1 sorts, skips and counts by
 * decoding every document (seconds at 10,000 posts). Loaded with one read; the repository's writes keep them current.
 */
export type Row = Pick<PostDoc, 'id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt' | 'version' | 'categoryIds' | 'tagIds' | 'authorId'>;
const ROW_FIELDS = { title: 1, slug: 1, publishStatus: 1, publishDate: 1, createdAt: 1, updatedAt: 1, version: 1, categoryIds: 1, tagIds: 1, authorId: 1 } as const;

interface RowQuery {
  where: (row: Row) => boolean;
  /** The field, and 1 | -1; ties are broken by id in the same direction. */
  sortField: keyof Row;
  direction: 1 | -1;
  skip: number;
  /** 0: no limit */
  limit: number;
}

/** Mongo's order for the sortable fields: null before any date, dates by time, strings by code unit. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  const x = a instanceof Date ? a.getTime() : (a as string | number);
  const y = b instanceof Date ? b.getTime() : (b as string | number);
  return x < y ? -1 : x > y ? 1 : 0;
}

function toRow({ id, title, slug, publishStatus, publishDate, createdAt, updatedAt, version, categoryIds, tagIds, authorId }: Row): Row {
  return { id, title, slug, publishStatus, publishDate, createdAt, updatedAt, version, categoryIds, tagIds, authorId: authorId ?? null };
}

export class PostRows {
  private rows: Map<number, Row> | undefined;
  private loading: Promise<Map<number, Row>> | undefined;
  /** Bumped by writes and resets: a load that overlapped one is read again. */
  private generation = 0;
  private readonly sorted = new Map<string, Row[]>();

  private async load(): Promise<Map<number, Row>> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = this.generation;
      const docs = (await Post.find({}, ROW_FIELDS).lean<Stored<Row>[]>()).map((doc) => fromStored<Row>(doc));
      if (started === this.generation) {
        this.rows = new Map(docs.map((d) => [d.id, d]));
        return this.rows;
      }
    }
    throw new Error('posts kept changing while their rows loaded');
  }

  private async all(): Promise<Map<number, Row>> {
    if (this.rows) return this.rows;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Every row ordered by `field` then id, both in `direction`; kept until the next write. */
  async ordered(field: keyof Row, direction: 1 | -1): Promise<Row[]> {
    const all = await this.all();
    const key = `${field}:${direction}`;
    let list = this.sorted.get(key);
    if (!list) {
      list = [...all.values()].sort((a, b) => direction * (compare(a[field], b[field]) || compare(a.id, b.id)));
      this.sorted.set(key, list);
    }
    return list;
  }

  async get(id: number): Promise<Row | undefined> {
    return (await this.all()).get(id);
  }

  /** The row of the post with this slug. */
  async bySlug(slug: string): Promise<Row | undefined> {
    for (const row of (await this.all()).values()) if (row.slug === slug) return row;
    return undefined;
  }

  /** The slugs of all posts that match. */
  async slugsMatching(match: RegExp): Promise<Set<string>> {
    return new Set([...(await this.all()).values()].filter((row) => match.test(row.slug)).map((row) => row.slug));
  }

  /** The page of rows and the total that match, as the database query would give them. */
  async query(query: RowQuery): Promise<{ page: Row[]; total: number }> {
    const matching = (await this.ordered(query.sortField, query.direction)).filter(query.where);
    const end = query.limit === 0 ? undefined : query.skip + query.limit;
    return { page: matching.slice(query.skip, end), total: matching.length };
  }

  /** After a post was created or changed. An older version never replaces a newer one. */
  remember(doc: Row): void {
    this.changed();
    const known = this.rows?.get(doc.id);
    if (this.rows && (!known || known.version <= doc.version)) this.rows.set(doc.id, toRow(doc));
  }

  forget(id: number): void {
    this.changed();
    this.rows?.delete(id);
  }

  /** After a change to many posts at once: the rows are read again when next needed. */
  reset(): void {
    this.changed();
    this.rows = undefined;
  }

  private changed(): void {
    this.generation += 1;
    this.sorted.clear();
  }
}
