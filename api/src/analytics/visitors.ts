import { hash } from 'node:crypto';
import { addDays } from './day.ts';
import type { SaltRepository } from './repository/saltRepository.ts';

export interface VisitorIds {
  /** The visitor's id for the day: a hash of the day's random salt, the site, the address and the user agent. */
  idOf(day: string, address: string, userAgent: string): Promise<string>;
  /** The same id at once when the day's salt is already held (every view but the day's first), else undefined. */
  idNow(day: string, address: string, userAgent: string): string | undefined;
  /** True the first time `visitor` is seen on `day` for `scope` (a page, a source...), false after. */
  firstSeen(day: string, scope: string, visitor: string): boolean;
}

/**
 * Visitors without cookies: an id that cannot be reversed nor followed to the next day, since the
 * salt is random, changes at UTC midnight and is deleted when it is 48 hours old. Which ids were
 * seen is kept in memory for today and yesterday only.
 */
export function createVisitorIds(salts: SaltRepository, site: string): VisitorIds {
  const saltByDay = new Map<string, Promise<string>>();
  /** The salts read so far, for counting without waiting. */
  const heldSalts = new Map<string, string>();
  const seenByDay = new Map<string, Set<string>>();

  const saltOf = (day: string) => {
    let salt = saltByDay.get(day);
    if (!salt) {
      salt = salts.saltOf(day);
      salt.then(
        (value) => heldSalts.set(day, value),
        () => saltByDay.delete(day),
      );
      saltByDay.set(day, salt);
      // A new day: older salts are forgotten here and deleted from the database.
      const keepFrom = addDays(day, -1);
      for (const old of saltByDay.keys()) if (old < keepFrom) saltByDay.delete(old);
      for (const old of heldSalts.keys()) if (old < keepFrom) heldSalts.delete(old);
      for (const old of seenByDay.keys()) if (old < keepFrom) seenByDay.delete(old);
      salts.dropBefore(keepFrom).catch(() => {});
    }
    return salt;
  };

  const idWith = (salt: string, address: string, userAgent: string) => hash('sha256', `${salt}\u0000${site}\u0000${address}\u0000${userAgent}`, 'base64url').slice(0, 22);

  return {
    async idOf(day, address, userAgent) {
      return idWith(await saltOf(day), address, userAgent);
    },
    idNow(day, address, userAgent) {
      const salt = heldSalts.get(day);
      return salt === undefined ? undefined : idWith(salt, address, userAgent);
    },
    firstSeen(day, scope, visitor) {
      let seen = seenByDay.get(day);
      if (!seen) seenByDay.set(day, (seen = new Set()));
      const id = `${scope}\u0000${visitor}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    },
  };
}
