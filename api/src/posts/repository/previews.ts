import mongoose, { Schema } from 'mongoose';

/** How many times a post's preview links were revoked: a link carries the number it was made with. */
interface PreviewGenerationDoc {
  /** The post's key. */
  _id: string;
  generation: number;
}

const schema = new Schema<PreviewGenerationDoc>({ _id: String, generation: { type: Number, required: true } }, { versionKey: false });

const PreviewGeneration = mongoose.model<PreviewGenerationDoc>('PreviewGeneration', schema, 'post_preview_generations');

export async function previewGeneration(postKey: string): Promise<number> {
  return (await PreviewGeneration.findById(postKey, { generation: 1 }).lean<PreviewGenerationDoc>())?.generation ?? 0;
}

/** Every link made so far stops working. */
export async function revokePreviews(postKey: string): Promise<void> {
  await PreviewGeneration.updateOne({ _id: postKey }, { $inc: { generation: 1 } }, { upsert: true });
}

export async function forgetPreviews(postKey: string): Promise<void> {
  await PreviewGeneration.deleteOne({ _id: postKey });
}
