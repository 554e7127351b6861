import type { Request } from 'express';
import { sessionUser } from '../auth/guard.ts';
import type { Actor } from './service.ts';

/** Who a request acts as, for the activity log: the signed-in staff member's name, or null. */
export async function actorName(req: Request): Promise<Actor> {
  return (await sessionUser(req))?.username ?? null;
}
