/**
 * Temporary: public/ names a post's record type by this path. Import it from
 * repository/records.ts instead; this file goes once none imports it (it holds no schema).
 */
export type { PostDoc, PublishStatus } from './repository/records.ts';
