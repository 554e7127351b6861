import type { RequestHandler } from 'express';
import type { StaffSession } from '../../../codegen/hey-api/types.gen.ts';
import { actorOf, sessionToken } from '../auth/guard.ts';
import { idParam } from '../http/listQuery.ts';
import type { SessionService, SessionView } from './service.ts';

const toSessionJson = ({ id, device, address, createdAt, lastSeenAt, current }: SessionView): StaffSession => ({
  id,
  device,
  address,
  createdAt: createdAt.toISOString(),
  lastSeenAt: lastSeenAt.toISOString(),
  current,
});

/** The sessions operations (`sessions.*`): the signed-in staff member's own sessions, and ending all of an account's. */
export function sessionHandlers(service: SessionService) {
  const list: RequestHandler = async (req, res) => {
    res.json((await service.list(actorOf(req), sessionToken(req))).map(toSessionJson));
  };

  const end: RequestHandler = async (req, res) => {
    await service.end(actorOf(req), String(req.params.id), sessionToken(req));
    res.status(204).end();
  };

  const endOthers: RequestHandler = async (req, res) => {
    res.json({ ended: await service.endOthers(actorOf(req), sessionToken(req)) });
  };

  const endAllOfUser: RequestHandler = async (req, res) => {
    await service.endAllOfUser(actorOf(req), idParam(req));
    res.status(204).end();
  };

  return { list, end, endOthers, endAllOfUser };
}
