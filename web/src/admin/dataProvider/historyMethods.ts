import type { Identifier } from 'react-admin';
import type { Post, PreviewLink, Revision, RevisionSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';

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

const call = async <T>(url: string, options?: RequestInit): Promise<{ data: T }> => ({ data: (await httpClient(url, options)).json as T });

/** The calls for records at `${root}/{resource}/{id}`. */
export function historyMethods(root: string): HistoryMethods {
  const record = (resource: string, id: Identifier) => `${root}/${resource}/${id}`;
  return {
    getRevisions: (resource, { id }) => call(`${record(resource, id)}/revisions`),
    getRevision: (resource, { id, revisionId }) => call(`${record(resource, id)}/revisions/${revisionId}`),
    restoreRevision: (resource, { id, revisionId, version }) => call(`${record(resource, id)}/revisions/${revisionId}/restore`, { method: 'POST', body: JSON.stringify({ version }) }),
    createPreviewLink: (resource, { id }) => call(`${record(resource, id)}/preview-link`, { method: 'POST' }),
    revokePreviewLinks: async (resource, { id }) => {
      await httpClient(`${record(resource, id)}/preview-link`, { method: 'DELETE' });
      return { data: null };
    },
  };
}
