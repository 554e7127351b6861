import type { RequestHandler } from 'express';
import { actorOf } from '../auth/guard.ts';
import { idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { answers } from '../http/statusSources.ts';
import { USER_LISTS } from './module.ts';
import type { UserRepository } from './repository/userRepository.ts';
import { toUserJson } from './serialize.ts';
import type { UserChanges, UserService } from './service.ts';
import type { Role } from './user.ts';

type SortField = Parameters<UserRepository['list']>[0]['sort']['field'];

/** The staff account operations (`users.*`) over the user service. */
export function userHandlers(service: UserService) {
  const list: RequestHandler = async (req, res) => {
    const query = parseListQuery(req, USER_LISTS['users.list']);
    const { page, total } = await service.list(actorOf(req), listParams<SortField>(query));
    sendList(res, 'users', query, page.map(toUserJson), total);
  };

  const get: RequestHandler = async (req, res) => {
    res.json(toUserJson(await service.get(actorOf(req), idParam(req))));
  };

  const create: RequestHandler = async (req, res) => {
    res.status(201).json(toUserJson(await service.invite(actorOf(req), req.body as { username: string; email: string; role: Role })));
  };

  const update: RequestHandler = async (req, res) => {
    res.json(toUserJson(await service.update(actorOf(req), idParam(req), req.body as UserChanges)));
  };

  const remove: RequestHandler = async (req, res) => {
    res.json(toUserJson(await service.remove(actorOf(req), idParam(req), req.query.inheritorId === undefined ? undefined : Number(req.query.inheritorId))));
  };

  const resendInvitation: RequestHandler = async (req, res) => {
    res.json(toUserJson(await service.resendInvitation(actorOf(req), idParam(req))));
  };

  const transferOwnership: RequestHandler = async (req, res) => {
    res.json(toUserJson(await service.transferOwnership(actorOf(req), idParam(req))));
  };

  // Invitations and email changes count against the mail limits (mail/quota.ts).
  return { list, get, create: answers([429], create), update: answers([429], update), delete: remove, resendInvitation: answers([429], resendInvitation), transferOwnership };
}
