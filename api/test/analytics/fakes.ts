import { selects, sumRows, type CountRow } from '../../src/analytics/counts.ts';
import type { CountRepository } from '../../src/analytics/repository/countRepository.ts';
import type { SaltRepository } from '../../src/analytics/repository/saltRepository.ts';

/** Stored counters in memory: every added batch kept as it came, summed when read. */
export function fakeCountRepository(): CountRepository & { batches: CountRow[][] } {
  const batches: CountRow[][] = [];
  const rows = () => batches.flat();
  return {
    batches,
    async add(batch) {
      batches.push(batch.map((row) => ({ ...row })));
    },
    async totals(from, to, kinds) {
      return sumRows(rows().filter((r) => kinds.includes(r.kind) && r.day >= from && r.day <= to), true);
    },
    async daily(from, to, kind, key) {
      return sumRows(rows().filter((r) => r.kind === kind && (key === undefined || r.key === key) && r.day >= from && r.day <= to), false);
    },
    async remove(selection) {
      for (const batch of batches) batch.splice(0, batch.length, ...batch.filter((r) => !selects(selection, r)));
    },
  };
}

/** Salts in memory, numbered so a test can tell them apart. */
export function fakeSaltRepository(): SaltRepository & { salts: Map<string, string> } {
  const salts = new Map<string, string>();
  let made = 0;
  return {
    salts,
    async saltOf(day) {
      if (!salts.has(day)) salts.set(day, `salt-${(made += 1)}`);
      return salts.get(day)!;
    },
    async dropBefore(day) {
      for (const key of [...salts.keys()]) if (key < day) salts.delete(key);
    },
  };
}
