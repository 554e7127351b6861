import type { RequestHandler } from 'express';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { actorOf } from '../auth/guard.ts';
import { offPublicPages } from '../http/cacheEffects.ts';
import { idParam, parseListQuery, sendList } from '../http/listQuery.ts';
import { POST_LISTS } from './module.ts';
import type { AdminSortField } from './repository/records.ts';
import { toPost, toSummary } from './serialize.ts';
import { isListed } from './visibility.ts';
import type { PostService } from './service.ts';

const SORTABLE = POST_LISTS['posts.list'].sortable satisfies readonly AdminSortField[];

/** The admin post operations (`posts.*`) over the post service. */
export function postHandlers(service: PostService) {
  const list: RequestHandler = async (req, res) => {
    const query = parseListQuery(req, { sortable: SORTABLE, filters: POST_LISTS['posts.list'].filters });
    const [field, direction] = Object.entries(query.sort)[0] as [string, 1 | -1];
    const sort = { field: field === '_id' ? 'id' : (field as AdminSortField), direction };
    const { page, total } = await service.list({ filter: query.filter, sort, skip: query.skip, limit: query.limit });
    sendList(res, 'posts', query, page.map(toSummary), total);
  };

  const get: RequestHandler = async (req, res) => {
    const post = await service.get(idParam(req));
    res.json(toPost(post));
  };

  // A draft saved, made or deleted as a draft changes no public page.
  const create: RequestHandler = async (req, res) => {
    const created = await service.create(req.body as PostInput, actorOf(req));
    if (!isListed(created.post)) offPublicPages(res);
    res.status(201).json(toPost(created));
  };

  const update: RequestHandler = async (req, res) => {
    const updated = await service.update(idParam(req), req.body as PostInput, actorOf(req));
    if (!isListed(updated.post) && updated.wasListed === false) offPublicPages(res);
    res.json(toPost(updated));
  };

  const remove: RequestHandler = async (req, res) => {
    const removed = await service.remove(idParam(req), actorOf(req));
    if (!isListed(removed)) offPublicPages(res);
    res.json(toSummary(removed));
  };

  const duplicate: RequestHandler = async (req, res) => {
    res.status(201).json(toPost(await service.duplicate(idParam(req), actorOf(req))));
  };

  return { list, get, create, update, delete: remove, duplicate };
}
