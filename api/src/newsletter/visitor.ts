import type { Request } from 'express';
import type { Visitor } from './subscriberService.ts';

/** Who is asking, as consent proof records it (the address as TRUST_PROXY lets Express see it). */
export function visitorOf(req: Request): Visitor {
  return { ip: req.ip ?? '', userAgent: (req.get('user-agent') ?? '').slice(0, 500) };
}
