import type { DataProvider, Identifier } from 'react-admin';
import {
  categoriesCreate, categoriesDelete, categoriesGet, categoriesList, categoriesUpdate, postsCreate, postsDelete, postsDuplicate, postsGet, postsList,
  postsUpdate, previewsCreateLink, previewsRevokeLinks, revisionsGet, revisionsList, revisionsRestore, tagsCreate, tagsDelete, tagsGet, tagsList, tagsUpdate, uploadsCreate,
} from '../../../../codegen/hey-api/sdk.gen.ts';
import type { Post, UploadedImage } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { historyMethods, type HistoryMethods } from './historyMethods.ts';
import { inputShapers } from './inputs.ts';
import { dataOf, sdk } from './sdk.ts';

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

/**
 * Posts, categories and tags over their generated operations, with two decorations: create and
 * update send only the contract's input fields, and the calls beyond records (duplicate, upload,
 * revisions, preview links).
 */
export function createBlogDataProvider(): BlogDataProvider {
  const base = crudProvider({
    posts: { list: postsList, get: postsGet, create: postsCreate, update: postsUpdate, delete: postsDelete },
    categories: { list: categoriesList, get: categoriesGet, create: categoriesCreate, update: categoriesUpdate, delete: categoriesDelete },
    tags: { list: tagsList, get: tagsGet, create: tagsCreate, update: tagsUpdate, delete: tagsDelete },
  });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: shape(resource, params.data) }),
    update: (resource, params) => base.update(resource, { ...params, data: shape(resource, params.data) }),
    duplicate: (_resource, { id }) => dataOf(postsDuplicate({ ...sdk, path: { id: Number(id) } })),
    uploadImage: (_resource, { file }) => dataOf(uploadsCreate({ ...sdk, body: { image: file } })),
    ...historyMethods({ list: revisionsList, get: revisionsGet, restore: revisionsRestore, createLink: previewsCreateLink, revokeLinks: previewsRevokeLinks }),
  };
}
