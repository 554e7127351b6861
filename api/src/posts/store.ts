/**
 * Temporary names for code outside posts/ written against the old post store (public/, site/,
 * taxonomy/): the post service answers every call they make. Import from service.ts and
 * repository/records.ts instead; this file goes once none imports it.
 */
export type { PostService as PostStore } from './service.ts';
export type { PostDoc, PostSummaryDoc, PublicIndexEntry, RevisionDoc, TermField } from './repository/records.ts';
