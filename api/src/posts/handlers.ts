import type { RequestHandler } from 'express';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { appContext } from '../http/context.ts';
import { containsText, idList, idParam, parseListQuery, sendList } from '../http/listQuery.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import { PUBLISH_STATUSES, type PostDoc, type PublishStatus } from './model.ts';
import { toPost, toSummary } from './serialize.ts';
import { answering } from './answering.ts';
import type { AdminSortField } from './store.ts';
import { LIST_FIELDS } from '../http/listFields.ts';
import { readPostInput } from './validate.ts';

const messages = {
  notFound: 'Post',
  badStatus: `publishStatus must be one of ${PUBLISH_STATUSES.join(', ')}`,
} as const;

const SORTABLE = LIST_FIELDS['posts.list'].sortable satisfies readonly AdminSortField[];

const found = (doc: PostDoc | null): PostDoc => {
  if (!doc) throw notFound(messages.notFound);
  return doc;
};

export const list: RequestHandler = async (req, res) => {
  const query = parseListQuery(req, { sortable: SORTABLE, filters: LIST_FIELDS['posts.list'].filters });
  const status = query.filter.publishStatus;
  if (status !== undefined && status !== '' && !PUBLISH_STATUSES.includes(status as PublishStatus)) {
    throw validationProblem({ 'query.filter': messages.badStatus });
  }
  const upcoming = query.filter.upcoming;
  if (upcoming !== undefined && typeof upcoming !== 'boolean') {
    throw validationProblem({ 'query.filter': 'filter.upcoming must be true or false' });
  }
  const [field, direction] = Object.entries(query.sort)[0] as [string, 1 | -1];
  const { page, total } = await appContext(req).posts.list({
    title: containsText(query.filter.q),
    publishStatus: status === undefined || status === '' ? undefined : (status as PublishStatus),
    upcomingAfter: upcoming === true ? new Date() : undefined,
    ids: idList(query.filter.id),
    sort: { field: field === '_id' ? 'id' : (field as AdminSortField), direction },
    skip: query.skip,
    limit: query.limit,
  });
  sendList(res, 'posts', query, page.map(toSummary), total);
};

export const get: RequestHandler = async (req, res) => {
  const doc = found(await appContext(req).posts.get(idParam(req)));
  res.setHeader('Cache-Control', 'no-store');
  res.json(await toPost(doc));
};

export const create: RequestHandler = async (req, res) => {
  const fields = await readPostInput(req.body as PostInput);
  const doc = await answering(appContext(req).posts.create(fields));
  res.status(201).json(await toPost(doc));
};

export const update: RequestHandler = async (req, res) => {
  const body = req.body as PostInput;
  const { posts } = appContext(req);
  const id = idParam(req);
  const fields = await readPostInput(body, { before: await posts.get(id) });
  const doc = found(await answering(posts.update(id, fields, body.version)));
  res.json(await toPost(doc));
};

export const remove: RequestHandler = async (req, res) => {
  const doc = found(await appContext(req).posts.remove(idParam(req)));
  res.json(toSummary(doc));
};
export { remove as delete };

export const duplicate: RequestHandler = async (req, res) => {
  const copy = found(await appContext(req).posts.duplicate(idParam(req)));
  res.status(201).json(await toPost(copy));
};
