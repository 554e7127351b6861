import { Types } from 'mongoose';
import { CommentAddressBlock } from './model.ts';

/** The client addresses whose comments are refused quietly, each by its keyed hash. */
export interface AddressBlockRepository {
  /** Blocks each address from `at` on (a block already there starts again), and lets go of blocks made before `expiredBefore`. */
  block(keys: string[], memberId: string, at: Date, expiredBefore: Date): Promise<void>;
  /** Whether the address was blocked after `since` (an older block is over, and goes). */
  blockedSince(key: string, since: Date): Promise<boolean>;
}

export function createAddressBlockRepository(): AddressBlockRepository {
  return {
    async block(keys, memberId, at, expiredBefore) {
      await CommentAddressBlock.deleteMany({ blockedAt: { $lt: expiredBefore } });
      if (keys.length === 0) return;
      const member = new Types.ObjectId(memberId);
      await CommentAddressBlock.bulkWrite(keys.map((_id) => ({ updateOne: { filter: { _id }, update: { $set: { memberId: member, blockedAt: at } }, upsert: true } })));
    },
    async blockedSince(key, since) {
      // By `_id` alone: the one filter the embedded FerretDB answers without reading the collection.
      const block = await CommentAddressBlock.findById(key, { blockedAt: 1 }).lean();
      if (!block) return false;
      if (block.blockedAt > since) return true;
      await CommentAddressBlock.deleteOne({ _id: key, blockedAt: block.blockedAt });
      return false;
    },
  };
}
