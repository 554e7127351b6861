import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { Post, UploadedImage } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';
import { inputShapers } from './inputs.ts';

export const BLOG_API = '/api/blog';
export const UPLOAD_URL = '/api/upload/image';

export interface BlogDataProvider extends DataProvider {
  /** POST /api/blog/posts/{id}/duplicate: the copy, a new draft. */
  duplicate: (resource: string, params: { id: number | string }) => Promise<{ data: Post }>;
  /** POST /api/upload/image with the field `image`. */
  uploadImage: (resource: string, params: { file: File }) => Promise<{ data: UploadedImage }>;
}

const shape = (resource: string, data: Record<string, unknown>) => {
  const shaper = inputShapers[resource];
  return shaper ? shaper(data) : data;
};

/**
 * ra-data-simple-rest over /api/blog, with two decorations: create and update send only the
 * contract's input fields, and the duplicate and upload calls the simple REST dialect lacks.
 */
export function createBlogDataProvider(): BlogDataProvider {
  const base = simpleRestProvider(BLOG_API, httpClient);
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: shape(resource, params.data) }),
    update: (resource, params) => base.update(resource, { ...params, data: shape(resource, params.data) }),
    duplicate: async (resource, { id }) => {
      const { json } = await httpClient(`${BLOG_API}/${resource}/${id}/duplicate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      return { data: json as Post };
    },
    uploadImage: async (_resource, { file }) => {
      const form = new FormData();
      form.append('image', file);
      const { json } = await httpClient(UPLOAD_URL, { method: 'POST', body: form });
      return { data: json as UploadedImage };
    },
  };
}
