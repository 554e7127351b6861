import mongoose from 'mongoose';
import { isMarked, claimMark } from '../../db/marks.ts';
import type { SampleKind } from './sampleRecords.ts';

/**
 * The storage keys of the records seeded as sample content, one document per kind. Reading the
 * sample mark itself means reading every record: FerretDB answers from its index only a query
 * whose whole filter is `_id`, so the marked records are found by key through this list.
 */
type Registered = { _id: SampleKind; keys: (number | string)[] };
const registry = () => mongoose.connection.collection<Registered>('samplerecords');

/** The list was built from the marks once (sites seeded before it existed), or kept from the first seeding on. */
const BUILT = 'sample-registry';

/** Adds records just seeded with the sample mark. */
export async function registerSamples(kind: SampleKind, keys: (number | string)[]): Promise<void> {
  if (keys.length === 0) return;
  await registry().updateOne({ _id: kind }, { $addToSet: { keys: { $each: keys } } }, { upsert: true });
}

/** Drops keys whose records are gone. */
export async function unregisterSamples(kind: SampleKind, keys: (number | string)[]): Promise<void> {
  if (keys.length > 0) await registry().updateOne({ _id: kind }, { $pullAll: { keys } } as never);
}

/** The registered keys of every kind (a kind never seeded has none). */
export async function registeredSamples(): Promise<Map<SampleKind, (number | string)[]>> {
  return new Map((await registry().find({}).toArray()).map((doc) => [doc._id, doc.keys]));
}

/** A fresh site registers its samples as it seeds them: nothing to read back. */
export async function claimSampleRegistry(): Promise<void> {
  await claimMark(BUILT);
}

/**
 * Builds the list from the marks (`readMarked`) once, for a site seeded before it existed. Marked
 * only when built: an instance stopped halfway builds it again on its next start, and two
 * instances building it at once add the same keys.
 */
export async function buildSampleRegistryOnce(readMarked: () => Promise<Map<SampleKind, (number | string)[]>>): Promise<void> {
  if (await isMarked(BUILT)) return;
  // Added to, never replaced: a first seeding may be registering beside this.
  for (const [kind, keys] of await readMarked()) await registerSamples(kind, keys);
  await claimMark(BUILT);
}

/** The list replaced by `keys`, as after a restore that brought another site's records. */
export async function replaceSampleRegistry(keys: Map<SampleKind, (number | string)[]>): Promise<void> {
  await registry().deleteMany({});
  for (const [kind, list] of keys) await registerSamples(kind, list);
}
