import type { Identifier } from 'react-admin';
import type { Post, PreviewLink, Revision, RevisionSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { dataOf, noData, sdk } from './sdk.ts';

/**
 * The history and preview-link calls every kind of record shares (posts, pages), on the same
 * paths below the record. The types default to a post's; a page's screens name their own.
 */
export interface HistoryMethods {
  /** GET .../{id}/revisions: the versions saves replaced, newest first. */
  getRevisions: <T = RevisionSummary>(resource: string, params: { id: Identifier }) => Promise<{ data: T[] }>;
  /** GET .../{id}/revisions/{revisionId}: one version, read-only. */
  getRevision: <T = Revision>(resource: string, params: { id: Identifier; revisionId: number }) => Promise<{ data: T }>;
  /** POST .../revisions/{revisionId}/restore: saved as the record's new version, from the version the editor holds (409 when stale). */
  restoreRevision: <T = Post>(resource: string, params: { id: Identifier; revisionId: number; version: number | undefined }) => Promise<{ data: T }>;
  /** POST .../{id}/preview-link: a signed link to the saved record. */
  createPreviewLink: (resource: string, params: { id: Identifier }) => Promise<{ data: PreviewLink }>;
  /** DELETE .../{id}/preview-link: every link made so far for the record stops working. */
  revokePreviewLinks: (resource: string, params: { id: Identifier }) => Promise<{ data: null }>;
}

type Sdk = typeof sdk;
type ById = { path: { id: never } };

/** One kind of record's generated history operations (methods, so each SDK function is taken as it is). */
export interface HistoryOperations {
  list(options: Sdk & ById): Promise<{ data: unknown }>;
  get(options: Sdk & { path: { id: never; revisionId: number } }): Promise<{ data: unknown }>;
  restore(options: Sdk & { path: { id: never; revisionId: number }; body: { version: never } }): Promise<{ data: unknown }>;
  createLink(options: Sdk & ById): Promise<{ data: unknown }>;
  revokeLinks(options: Sdk & ById): Promise<unknown>;
}

/** The calls over one kind of record's generated operations. */
export function historyMethods(operations: HistoryOperations): HistoryMethods {
  const id = (value: Identifier) => value as never;
  const as = <T,>(answer: Promise<{ data: unknown }>) => dataOf(answer) as Promise<{ data: T }>;
  return {
    getRevisions: (_resource, params) => as(operations.list({ ...sdk, path: { id: id(params.id) } })),
    getRevision: (_resource, params) => as(operations.get({ ...sdk, path: { id: id(params.id), revisionId: params.revisionId } })),
    restoreRevision: (_resource, params) => as(operations.restore({ ...sdk, path: { id: id(params.id), revisionId: params.revisionId }, body: { version: params.version as never } })),
    createPreviewLink: (_resource, params) => as(operations.createLink({ ...sdk, path: { id: id(params.id) } })),
    revokePreviewLinks: (_resource, params) => noData(operations.revokeLinks({ ...sdk, path: { id: id(params.id) } })),
  };
}
