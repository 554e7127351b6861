import type { DataProvider } from 'react-admin';
import {
  pagePreviewsCreateLink, pagePreviewsRevokeLinks, pageRevisionsGet, pageRevisionsList, pageRevisionsRestore, pagesCreate, pagesDelete, pagesGet, pagesList, pagesUpdate,
} from '../../../../codegen/hey-api/sdk.gen.ts';
import type { StaticPageInput } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { historyMethods } from './historyMethods.ts';

/** The fields a page is written from: what the contract's StaticPageInput takes, nothing else (the version aside: a page's saves apply over any). */
export const PAGE_INPUT_FIELDS = [
  'title', 'slug', 'content', 'metaTitle', 'metaDescription', 'keywords', 'featuredImage', 'featuredImageAlt',
  'canonicalUrl', 'ogTitle', 'ogDescription', 'ogImage', 'structuredData', 'isPublished',
  'commentsOpen',
] as const satisfies readonly (keyof StaticPageInput)[];

export function toStaticPageInput(data: Record<string, unknown>): StaticPageInput {
  const input: Record<string, unknown> = {};
  for (const field of PAGE_INPUT_FIELDS) {
    const value = data[field];
    if (field === 'isPublished' || field === 'commentsOpen') input[field] = value === true;
    else input[field] = typeof value === 'string' ? value : '';
  }
  return input as unknown as StaticPageInput;
}

/** Pages over their generated operations; writes send only the contract's input fields; history and preview links as posts have. */
export function createStaticPageDataProvider(): DataProvider {
  const base = crudProvider({ pages: { list: pagesList, get: pagesGet, create: pagesCreate, update: pagesUpdate, delete: pagesDelete } });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: toStaticPageInput(params.data) }),
    update: (resource, params) => base.update(resource, { ...params, data: toStaticPageInput(params.data) }),
    ...historyMethods({ list: pageRevisionsList, get: pageRevisionsGet, restore: pageRevisionsRestore, createLink: pagePreviewsCreateLink, revokeLinks: pagePreviewsRevokeLinks }),
  };
}
