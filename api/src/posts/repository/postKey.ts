import type { Stored } from '../../db/paddedKey.ts';
import type { PostDoc } from './records.ts';

/** Posts are stored under padded keys (db/paddedKey.ts). */
export { fromStored, idOfPaddedKey as postIdOf, paddedKey as postKey, type Stored } from '../../db/paddedKey.ts';
export type StoredPost = Stored<PostDoc>;
