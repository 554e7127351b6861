import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { Post, PreviewLink, Revision, RevisionSummary, UploadedImage } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';
import { inputShapers } from './inputs.ts';

export const BLOG_API = '/api/blog';
export const UPLOAD_URL = '/api/upload/image';

export interface BlogDataProvider extends DataProvider {
  /** POST /api/blog/posts/{id}/duplicate: the copy, a new draft. */
  duplicate: (resource: string, params: { id: Identifier }) => Promise<{ data: Post }>;
  /** POST /api/upload/image with the field `image`. */
  uploadImage: (resource: string, params: { file: File }) => Promise<{ data: UploadedImage }>;
  /** GET .../posts/{id}/revisions: the versions saves replaced, newest first. */
  getRevisions: (resource: string, params: { id: Identifier }) => Promise<{ data: RevisionSummary[] }>;
  /** GET .../posts/{id}/revisions/{revisionId}: one version, read-only. */
  getRevision: (resource: string, params: { id: Identifier; revisionId: number }) => Promise<{ data: Revision }>;
  /** POST .../revisions/{revisionId}/restore: saved as the post's new version, from the version the editor holds (409 when stale). */
  restoreRevision: (resource: string, params: { id: Identifier; revisionId: number; version: number | undefined }) => Promise<{ data: Post }>;
  /** POST .../posts/{id}/preview-link: a signed link to the saved post. */
  createPreviewLink: (resource: string, params: { id: Identifier }) => Promise<{ data: PreviewLink }>;
  /** DELETE .../posts/{id}/preview-link: every link made so far for the post stops working. */
  revokePreviewLinks: (resource: string, params: { id: Identifier }) => Promise<{ data: null }>;
}

const shape = (resource: string, data: Record<string, unknown>) => {
  const shaper = inputShapers[resource];
  return shaper ? shaper(data) : data;
};

const call = async <T>(url: string, options?: RequestInit): Promise<{ data: T }> => ({ data: (await httpClient(url, options)).json as T });

/**
 * ra-data-simple-rest over /api/blog, with two decorations: create and update send only the
 * contract's input fields, and the calls the simple REST dialect lacks (duplicate, upload,
 * revisions, preview links).
 */
export function createBlogDataProvider(): BlogDataProvider {
  const base = simpleRestProvider(BLOG_API, httpClient);
  const record = (resource: string, id: Identifier) => `${BLOG_API}/${resource}/${id}`;
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: shape(resource, params.data) }),
    update: (resource, params) => base.update(resource, { ...params, data: shape(resource, params.data) }),
    duplicate: (resource, { id }) => call<Post>(`${record(resource, id)}/duplicate`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }),
    uploadImage: (_resource, { file }) => {
      const form = new FormData();
      form.append('image', file);
      return call<UploadedImage>(UPLOAD_URL, { method: 'POST', body: form });
    },
    getRevisions: (resource, { id }) => call<RevisionSummary[]>(`${record(resource, id)}/revisions`),
    getRevision: (resource, { id, revisionId }) => call<Revision>(`${record(resource, id)}/revisions/${revisionId}`),
    restoreRevision: (resource, { id, revisionId, version }) =>
      call<Post>(`${record(resource, id)}/revisions/${revisionId}/restore`, { method: 'POST', body: JSON.stringify({ version }) }),
    createPreviewLink: (resource, { id }) => call<PreviewLink>(`${record(resource, id)}/preview-link`, { method: 'POST' }),
    revokePreviewLinks: async (resource, { id }) => {
      await httpClient(`${record(resource, id)}/preview-link`, { method: 'DELETE' });
      return { data: null };
    },
  };
}
