import { isDuplicateKey } from '../../db/duplicateKey.ts';
import type { RecordKind } from '../recordKind.ts';
import { recordKey } from './recordKey.ts';
import { Revision, revisionId, type RevisionEnvelope } from './model.ts';

/** A kept version of a record: its fields as they were, and the envelope naming it. */
type StoredRevision<Fields> = Fields & RevisionEnvelope;

/** A kept version as callers know it: the record's fields, its integer id, and the version it was. */
export type KeptRevision<Fields> = Fields & { recordId: number; version: number; replacedAt: Date; updatedAt: Date };

/** The storage names (`_id`, `kind`, `postKey`) stay here. */
function asKept<Fields>(stored: StoredRevision<Fields> | null, recordId: number): KeptRevision<Fields> | null {
  if (!stored) return null;
  const { _id: _key, kind: _kind, postKey: _record, ...fields } = stored;
  return { ...fields, recordId } as KeptRevision<Fields>;
}

/** The kept versions of one kind of record, by integer record id. */
export interface RevisionRepository<Fields> {
  /** Keeps `fields` as the record's `version`, which a save just replaced, and drops the revisions past the cap. */
  keep(id: number, version: number, fields: Fields & { updatedAt: Date }, replacedAt: Date): Promise<void>;
  /** The kept revisions just below `currentVersion`, newest first. */
  below(id: number, currentVersion: number): Promise<KeptRevision<Fields>[]>;
  /** One revision by the version it holds, or null. */
  find(id: number, version: number): Promise<KeptRevision<Fields> | null>;
  /** A deleted record's revisions go with it. */
  forget(id: number): Promise<void>;
}

/**
 * One collection holds the revisions of every kind; each is looked up by `_id` alone (a filter
 * other than `{ _id }` reads the whole collection on FerretDB). `kept`: how many per record.
 */
export function createRevisionRepository<Fields extends object>(kind: RecordKind, kept: number): RevisionRepository<Fields> {
  const keyOf = (id: number) => recordKey(kind, id);
  const find = async (id: number, version: number) => asKept(await Revision.findById(revisionId(keyOf(id), version)).lean<StoredRevision<Fields>>(), id);
  return {
    async keep(id, version, fields, replacedAt) {
      const key = keyOf(id);
      try {
        await Revision.create({ ...fields, _id: revisionId(key, version), ...(kind === 'post' ? {} : { kind }), postKey: key, version, replacedAt });
      } catch (error) {
        // Two unversioned saves that read the same version keep it once.
        if (!isDuplicateKey(error)) throw error;
      }
      // Every save raises the version by one and keeps the one it replaced, so the revision that
      // falls off the end is known by its id.
      const dropped = version - kept;
      if (dropped >= 1) await Revision.deleteOne({ _id: revisionId(key, dropped) });
    },

    async below(id, currentVersion) {
      const versions = Array.from({ length: Math.max(0, Math.min(kept, currentVersion - 1)) }, (_, i) => currentVersion - 1 - i);
      const found = await Promise.all(versions.map((version) => find(id, version)));
      return found.filter((doc) => doc !== null) as KeptRevision<Fields>[];
    },

    find,

    async forget(id) {
      await Revision.deleteMany({ postKey: keyOf(id) });
    },
  };
}
