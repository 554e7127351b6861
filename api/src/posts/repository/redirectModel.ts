import mongoose, { Schema } from 'mongoose';

/** An old slug of a post that had been public, kept so its links still lead to the post. */
export interface RedirectDoc {
  /** The old slug. */
  _id: string;
  postKey: string;
  at: Date;
}

const redirectSchema = new Schema<RedirectDoc>({ _id: String, postKey: { type: String, required: true }, at: { type: Date, required: true } }, { versionKey: false });

redirectSchema.index({ postKey: 1 });

export const SlugRedirect = mongoose.model<RedirectDoc>('SlugRedirect', redirectSchema, 'post_redirects');
