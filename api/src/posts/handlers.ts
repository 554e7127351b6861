import type { RequestHandler } from 'express';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { insertWithNewId } from '../db/counters.ts';
import type { Engine } from '../db/launcher.ts';
import { isSoleWriter, serialized } from '../db/serialize.ts';
import { appContext } from '../http/context.ts';
import { containsText, idList, idParam, parseListQuery, sendList } from '../http/listQuery.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { isDuplicateKey, slugConflict as conflictOf } from '../http/slug.ts';
import { invalidatePublicCache } from '../public/cache.ts';
import { forgetPost, queryRows, rememberPost, slugInRows, slugsInRows, usesListIndex, type Row } from './listIndex.ts';
import { Post, PUBLISH_STATUSES, type PostDoc, type PublishStatus } from './model.ts';
import { postKey } from './postKey.ts';
import { toPost, toSummary } from './serialize.ts';
import { readPostInput } from './validate.ts';

const messages = {
  notFound: 'Post',
  stale: 'This post was changed elsewhere since you opened it. Reload to see the latest version, then make your changes again.',
  badStatus: `publishStatus must be one of ${PUBLISH_STATUSES.join(', ')}`,
} as const;

const SUMMARY_FIELDS = { title: 1, slug: 1, publishStatus: 1, publishDate: 1, createdAt: 1, updatedAt: 1 } as const;
const SORTABLE = ['id', 'title', 'slug', 'publishStatus', 'publishDate', 'createdAt', 'updatedAt'] as const;

const slugConflict = (slug: string) => conflictOf('post', slug);

const stale = () => new HttpProblem(409, messages.stale, { errors: { version: messages.stale } });

async function ensureSlugFree(slug: string, engine: Engine, exceptKey?: string): Promise<void> {
  // On the embedded FerretDB a query on slug reads every post: the rows in memory answer instead.
  const clash = usesListIndex(engine)
    ? await slugInRows(slug, exceptKey)
    : await Post.exists(exceptKey === undefined ? { slug } : { slug, _id: { $ne: exceptKey } });
  if (clash) throw slugConflict(slug);
}

export const list: RequestHandler = async (req, res) => {
  const query = parseListQuery(req, { sortable: SORTABLE, filters: ['q', 'publishStatus', 'id', 'upcoming'] });
  const where: Record<string, unknown> = {};
  const q = containsText(query.filter.q);
  if (q) where.title = q;
  const status = query.filter.publishStatus;
  if (status !== undefined && status !== '') {
    if (!PUBLISH_STATUSES.includes(status as PublishStatus)) throw validationProblem({ 'query.filter': messages.badStatus });
    where.publishStatus = status;
  }
  if (query.filter.upcoming !== undefined && typeof query.filter.upcoming !== 'boolean') {
    throw validationProblem({ 'query.filter': 'filter.upcoming must be true or false' });
  }
  const now = new Date();
  if (query.filter.upcoming === true) {
    where.publishStatus = 'scheduled';
    where.publishDate = { $gt: now };
  }
  const ids = idList(query.filter.id);
  const keys = ids?.map(postKey);
  if (keys) where._id = { $in: keys };
  if (usesListIndex(appContext(req).dbEngine)) {
    // The same filter, sort and range, over the rows held in memory (see listIndex.ts).
    const keySet = keys && new Set(keys);
    const [sortField, direction] = Object.entries(query.sort)[0] as [keyof Row, 1 | -1];
    const { page, total } = await queryRows({
      where: (row) =>
        (!q || q.test(row.title)) &&
        (where.publishStatus === undefined || row.publishStatus === where.publishStatus) &&
        (!where.publishDate || (row.publishDate !== null && row.publishDate > now)) &&
        (!keySet || keySet.has(row._id)),
      sortField,
      direction,
      skip: query.skip,
      limit: query.limit,
    });
    sendList(res, 'posts', query, page.map(toSummary), total);
    return;
  }
  const [rows, total] = await Promise.all([
    Post.find(where, SUMMARY_FIELDS).sort(query.sort).skip(query.skip).limit(query.limit).lean<PostDoc[]>(),
    Post.countDocuments(where),
  ]);
  sendList(res, 'posts', query, rows.map(toSummary), total);
};

export const get: RequestHandler = async (req, res) => {
  const doc = await Post.findById(postKey(idParam(req))).lean<PostDoc>();
  if (!doc) throw notFound(messages.notFound);
  res.setHeader('Cache-Control', 'no-store');
  res.json(await toPost(doc));
};

export const create: RequestHandler = async (req, res) => {
  const fields = await readPostInput(req.body as PostInput);
  // The unique slug index refuses a taken slug; only then is the slug looked up, for the 409.
  // (A lookup before every insert reads the whole collection on FerretDB v1: ~1.5 s at 10,000 posts.)
  const engine = appContext(req).dbEngine;
  const doc = await insertWithNewId('posts', (id) => Post.create({ _id: postKey(id), ...fields, version: 1 }), () => ensureSlugFree(fields.slug, engine));
  rememberPost(doc);
  invalidatePublicCache();
  res.status(201).json(await toPost(doc.toObject()));
};

export const update: RequestHandler = async (req, res) => {
  const key = postKey(idParam(req));
  const body = req.body as PostInput;
  // One save of a post at a time: the version check and the write below must not interleave.
  const doc = await serialized(`post:${key}`, () => save(key, body, appContext(req).dbEngine));
  rememberPost(doc);
  invalidatePublicCache();
  res.json(await toPost(doc));
};

async function save(key: string, body: PostInput, engine: Engine): Promise<PostDoc> {
  const current = await Post.findById(key, { version: 1 }).lean<Pick<PostDoc, 'version'>>();
  if (!current) throw notFound(messages.notFound);
  // Applies only if nobody saved in between: the stored version must still be the one the edit began from.
  if (body.version !== undefined && body.version !== current.version) throw stale();
  const fields = await readPostInput(body);
  await ensureSlugFree(fields.slug, engine, key);
  // On MongoDB the filter repeats the check atomically. The embedded FerretDB's only writer is
  // this process, where saves of one post run one at a time, so the check above holds; a filter
  // with more than `_id` would make FerretDB read every post (see postKey.ts).
  const filter = body.version === undefined || isSoleWriter(engine) ? { _id: key } : { _id: key, version: body.version };
  let doc: PostDoc | null;
  try {
    doc = await Post.findOneAndUpdate(filter, { $set: fields, $inc: { version: 1 } }, { returnDocument: 'after', lean: true });
  } catch (error) {
    if (isDuplicateKey(error)) throw slugConflict(fields.slug);
    throw error;
  }
  if (!doc) {
    if (await Post.exists({ _id: key })) throw stale();
    throw notFound(messages.notFound);
  }
  return doc;
}

export const remove: RequestHandler = async (req, res) => {
  const doc = await Post.findOneAndDelete({ _id: postKey(idParam(req)) }).lean<PostDoc>();
  if (!doc) throw notFound(messages.notFound);
  forgetPost(doc._id);
  invalidatePublicCache();
  res.json(toSummary(doc));
};
export { remove as delete };

/** `slug-copy`, else `slug-copy-2`, `-copy-3`, ...: the first one no post uses. */
async function freeCopySlug(slug: string, engine: Engine): Promise<string> {
  const base = `${slug.slice(0, 110).replace(/-+$/, '')}-copy`;
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = `^${escaped}(-\\d+)?$`;
  const taken = usesListIndex(engine)
    ? await slugsInRows(new RegExp(pattern))
    : new Set((await Post.find({ slug: { $regex: pattern } }, { slug: 1 }).lean()).map((p) => p.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export const duplicate: RequestHandler = async (req, res) => {
  const original = await Post.findById(postKey(idParam(req))).lean<PostDoc>();
  const engine = appContext(req).dbEngine;
  if (!original) throw notFound(messages.notFound);
  const { _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = original;
  // A racing duplicate may take the slug or the id first: each clash draws both afresh.
  const copy = await insertWithNewId(
    'posts',
    async (id) =>
      Post.create({ ...fields, _id: postKey(id), title: `${original.title} (Copy)`, slug: await freeCopySlug(original.slug, engine), publishStatus: 'draft', publishDate: null, version: 1 }),
    async () => {},
  );
  rememberPost(copy);
  invalidatePublicCache();
  res.status(201).json(await toPost(copy.toObject()));
};
