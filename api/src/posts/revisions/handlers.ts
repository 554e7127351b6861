import type { RequestHandler } from 'express';
import type { PostInput, RestoreInput } from '../../../../codegen/hey-api/types.gen.ts';
import { appContext } from '../../http/context.ts';
import { idParam } from '../../http/listQuery.ts';
import { notFound } from '../../http/problem.ts';
import { Category, Tag } from '../../taxonomy/model.ts';
import { answering } from '../answering.ts';
import { articleFields, toPost } from '../serialize.ts';
import { readPostInput } from '../validate.ts';
import type { RevisionDoc } from './model.ts';
import { toRevision, toRevisionSummaries } from './serialize.ts';

const messages = { post: 'Post', revision: 'Revision' } as const;

const revisionParam = (req: Parameters<RequestHandler>[0]) => Number(req.params.revisionId);

async function existing(model: typeof Tag | typeof Category, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await model.find({ _id: { $in: ids } }, { _id: 1 }).lean()).map((doc) => doc._id));
  return ids.filter((id) => found.has(id));
}

/** A revision as the body of a save; terms deleted since it was kept are left out. */
async function asInput(doc: RevisionDoc, version: number | undefined): Promise<PostInput> {
  return {
    ...articleFields(doc),
    title: doc.title,
    slug: doc.slug,
    publishStatus: doc.publishStatus,
    publishDate: doc.publishDate ? doc.publishDate.toISOString() : null,
    tagIds: await existing(Tag, doc.tagIds),
    categoryIds: await existing(Category, doc.categoryIds),
    version,
  };
}

export const list: RequestHandler = async (req, res) => {
  const { posts } = appContext(req);
  const id = idParam(req);
  if (!(await posts.get(id))) throw notFound(messages.post);
  res.setHeader('Cache-Control', 'no-store');
  res.json(toRevisionSummaries(await posts.revisions(id)));
};

export const get: RequestHandler = async (req, res) => {
  const { posts } = appContext(req);
  const id = idParam(req);
  const version = revisionParam(req);
  const doc = await posts.revision(id, version);
  if (!doc) throw notFound(messages.revision);
  res.setHeader('Cache-Control', 'no-store');
  res.json(toRevision(doc, version > 1 ? await posts.revision(id, version - 1) : null));
};

/** A restore is a normal save of the revision's fields, so the version it replaces is kept too. */
export const restore: RequestHandler = async (req, res) => {
  const { posts } = appContext(req);
  const id = idParam(req);
  const doc = await posts.revision(id, revisionParam(req));
  if (!doc) throw notFound((await posts.get(id)) ? messages.revision : messages.post);
  const fields = await readPostInput(await asInput(doc, (req.body as RestoreInput | undefined)?.version), { before: await posts.get(id) });
  const saved = await answering(posts.update(id, fields, (req.body as RestoreInput | undefined)?.version));
  if (!saved) throw notFound(messages.post);
  res.json(await toPost(saved));
};
