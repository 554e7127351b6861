import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { Post, UploadedImage } from '../../../../codegen/hey-api/types.gen.ts';
import { historyMethods, type HistoryMethods } from './historyMethods.ts';
import { httpClient } from './httpClient.ts';
import { inputShapers } from './inputs.ts';

export const BLOG_API = '/api/blog';
export const UPLOAD_URL = '/api/upload/image';

export interface BlogDataProvider extends DataProvider, HistoryMethods {
  /** POST /api/blog/posts/{id}/duplicate: the copy, a new draft. */
  duplicate: (resource: string, params: { id: Identifier }) => Promise<{ data: Post }>;
  /** POST /api/upload/image with the field `image`. */
  uploadImage: (resource: string, params: { file: File }) => Promise<{ data: UploadedImage }>;
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
    ...historyMethods(BLOG_API),
  };
}
