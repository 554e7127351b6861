import { randomInt } from 'node:crypto';

/** A fresh random seed for `quickKey` (a process's or a day's own). */
export const newSeed = (): number => randomInt(2 ** 32);

/**
 * A 53-bit non-cryptographic hash of one or two strings under a seed, for in-memory cache keys
 * that must not hold the strings themselves (a user agent, an address): two multiplicative
 * lanes over the characters, mixed at the end (the scheme of the public-domain cyrb53). Two different inputs share a key with odds of
 * about one in 2^53; without the seed a key says nothing of its input.
 */
export function quickKey(seed: number, first: string, second = ''): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < first.length; i += 1) {
    const c = first.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  // A separator, so ('ab', 'c') and ('a', 'bc') differ.
  h1 = Math.imul(h1 ^ 0xffff, 2654435761);
  for (let i = 0; i < second.length; i += 1) {
    const c = second.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
