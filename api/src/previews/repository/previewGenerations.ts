import mongoose, { Schema } from 'mongoose';
import { recordKey } from '../../revisions/repository/recordKey.ts';
import type { RecordKind } from '../../revisions/recordKind.ts';

/** How many times a record's preview links were revoked: a link carries the number it was made with. */
interface PreviewGenerationDoc {
  /** The record's key (revisions/recordKey.ts): a post's keys were the only ones before pages. */
  _id: string;
  generation: number;
}

const schema = new Schema<PreviewGenerationDoc>({ _id: String, generation: { type: Number, required: true } }, { versionKey: false });

const PreviewGeneration = mongoose.model<PreviewGenerationDoc>('PreviewGeneration', schema, 'post_preview_generations');

/** The preview-link generations of one kind of record, by integer record id. */
export interface PreviewGenerations {
  generation(id: number): Promise<number>;
  /** Every link made so far stops working. */
  revoke(id: number): Promise<void>;
  /** A deleted record's count goes with it. */
  forget(id: number): Promise<void>;
}

export function createPreviewGenerations(kind: RecordKind): PreviewGenerations {
  const keyOf = (id: number) => recordKey(kind, id);
  return {
    async generation(id) {
      return (await PreviewGeneration.findById(keyOf(id), { generation: 1 }).lean<PreviewGenerationDoc>())?.generation ?? 0;
    },
    async revoke(id) {
      await PreviewGeneration.updateOne({ _id: keyOf(id) }, { $inc: { generation: 1 } }, { upsert: true });
    },
    async forget(id) {
      await PreviewGeneration.deleteOne({ _id: keyOf(id) });
    },
  };
}
