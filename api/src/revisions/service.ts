import { notFound } from '../http/problem.ts';

/** What a history needs of a kind's repository (posts, pages). */
export interface RevisionRecords<Revision> {
  get(id: number): Promise<unknown>;
  /** The kept revisions, newest first. */
  revisions(id: number): Promise<Revision[]>;
  revision(id: number, version: number): Promise<Revision | null>;
}

/** The history of one kind of record: its kept versions, and a restore that saves one as the newest. */
export interface RevisionHistory<Revision, Saved, Actor> {
  /** The record's kept revisions, newest first; notFound when there is no such record. */
  list(id: number): Promise<Revision[]>;
  /** One revision and the one just older than it (null when not kept); notFound when the revision is missing. */
  get(id: number, version: number): Promise<{ revision: Revision; older: Revision | null }>;
  /** Saves the revision's fields over the record, checked as any save is (`expectedVersion` as a save's `version`). */
  restore(id: number, version: number, expectedVersion: number | undefined, actor?: Actor): Promise<Saved>;
}

export interface RevisionHistoryDeps<Revision, Saved, Actor> {
  /** The word of a missing record's 404 ("Post", "Page"). */
  noun: string;
  repository: RevisionRecords<Revision>;
  /** A restore is a normal save of the kind, so the version it replaces is kept too. */
  save(id: number, revision: Revision, expectedVersion: number | undefined, actor?: Actor): Promise<Saved>;
}

export function createRevisionHistory<Revision, Saved, Actor>({ noun, repository, save }: RevisionHistoryDeps<Revision, Saved, Actor>): RevisionHistory<Revision, Saved, Actor> {
  return {
    async list(id) {
      if (!(await repository.get(id))) throw notFound(noun);
      return repository.revisions(id);
    },

    async get(id, version) {
      const revision = await repository.revision(id, version);
      if (!revision) throw notFound('Revision');
      return { revision, older: version > 1 ? await repository.revision(id, version - 1) : null };
    },

    async restore(id, version, expectedVersion, actor) {
      const revision = await repository.revision(id, version);
      if (!revision) throw notFound((await repository.get(id)) ? 'Revision' : noun);
      return save(id, revision, expectedVersion, actor);
    },
  };
}
